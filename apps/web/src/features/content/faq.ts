// The FAQ on the playground page. Facts come from @primp/core, so the answers change when
// the rules do (cancellation windows, booking hours, payout rate).
import {
  BOOKING_HOURS,
  CANCELLATION_POLICY,
  CANCELLATION_POLICY_TEXT,
  CHILD_SUPERVISION_ALERT,
  formatTime12h,
  PRODUCT_NAME,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from "@primp/core";

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/**
 * "What can I book?" -> "what-can-i-book". The accordion builds its element ids from each
 * entry's value, and an id with spaces leaves aria-controls pointing at nothing.
 */
export function faqSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const P = PRODUCT_NAME;
/** A whole hour in the one time format customers read everywhere ("9:00 A.M."). */
const onTheHour = (hour: number) => formatTime12h(`${String(hour).padStart(2, "0")}:00`);
const services = [...SERVICE_TYPES.map((type) => SERVICE_TYPE_LABELS[type].toLowerCase()), "wigs"];
const serviceList = `${services.slice(0, -1).join(", ")} and ${services.at(-1)}`;

export const FAQ: readonly FaqGroup[] = [
  {
    id: "booking",
    title: "Booking",
    entries: [
      {
        question: "What can I book?",
        answer: `Beauty services for ${serviceList}, performed at your home, office or hotel by a vetted ${P} professional.`,
      },
      {
        question: "Where do you work?",
        answer: `In our live cities across the United States; the booking form lists them. We are adding cities all the time, so check back if yours is not there yet.`,
      },
      {
        question: "When can my appointment start?",
        answer: `Any day, at a time after ${onTheHour(BOOKING_HOURS.openHour)} and before ${onTheHour(BOOKING_HOURS.closeHour)} in the appointment's local time zone.`,
      },
      {
        question: "Do I need an account to book?",
        answer: `No. You can book and pay as a guest. With a free account you can see your bookings, cancel them and find photos of your finished look in one place.`,
      },
      {
        question: "How is my professional chosen?",
        answer: `Once your booking is paid, it is offered to the vetted ${P} professionals who serve your area and offer that service. The first to accept is yours, and we e-mail you as soon as that happens.`,
      },
    ],
  },
  {
    id: "payment",
    title: "Payment",
    entries: [
      {
        question: "How do I pay?",
        answer: `By credit or debit card, or with a digital wallet offered at checkout. You pay the full price when you book; we never see or store your full card number.`,
      },
      {
        question: "How is the price worked out?",
        answer: `Each service has a starting price. Some answers add a surcharge (for example very long hair, added hair or no parking at the address). The booking form shows the total, surcharges included, before you pay, and that is what you are charged.`,
      },
      {
        question: "Should I tip?",
        answer:
          "Tips are voluntary and never included in the price. If you choose to tip, all of it goes to your professional.",
      },
    ],
  },
  {
    id: "cancellation",
    title: "Cancellation",
    entries: [
      {
        question: "Can I cancel a booking?",
        answer: `Yes, from your dashboard or by contacting us. ${CANCELLATION_POLICY_TEXT}`,
      },
      {
        question: "What if I need to cancel at the last minute?",
        answer: `Less than ${CANCELLATION_POLICY.partialRefundHours} hours before the appointment the booking can still be cancelled, but no refund is given: by then your professional has set the time aside for you.`,
      },
      {
        question: "What if my professional cancels?",
        answer: `We offer your booking to our other professionals straight away. If no one can take it, or you would rather not wait, you get a full refund.`,
      },
    ],
  },
  {
    id: "safety",
    title: "Safety",
    entries: [
      {
        question: "How do you vet professionals?",
        answer: `Every professional applies with their experience, licence details, portfolio and a professional reference, and our team reviews each application before accepting anyone.`,
      },
      {
        question: "Can you do services for children?",
        answer: `Yes, some services are offered for kids. ${CHILD_SUPERVISION_ALERT}.`,
      },
      {
        question: "What about allergies and pets?",
        answer: `The booking form asks about allergies, sensitive scalp, pets, smoking and stairs, so your professional arrives prepared. Tell us about anything else in the special accommodations question.`,
      },
      {
        question: "Is my information safe?",
        answer: `Your password is stored only as a secure hash, your session cannot be read by page scripts, and only you and your matched professional see your booking details. Our privacy policy has the details.`,
      },
    ],
  },
];
