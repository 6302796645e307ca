import { formatUsd, PAYOUT_RATE, PRODUCT_NAME } from "@primp/core";

export const PAYOUT_PERCENT = `${Math.round(PAYOUT_RATE * 100)}%`;

/** A worked example of the payout, so the percentage means something in dollars. */
const EXAMPLE_BOOKING_CENTS = 15000;
export const PAYOUT_EXAMPLE = `On a ${formatUsd(EXAMPLE_BOOKING_CENTS)} booking you earn ${formatUsd(
  Math.round(EXAMPLE_BOOKING_CENTS * PAYOUT_RATE),
)}, and every tip on top of it.`;

export const WHY_JOIN = [
  {
    title: `Keep ${PAYOUT_PERCENT} of every booking`,
    text: `${PAYOUT_EXAMPLE} Payouts go straight to your own payment account once the service is completed.`,
  },
  {
    title: "Your schedule, your area",
    text: "See the bookings waiting in your state and accept the ones that suit you. No shifts, no minimums, no chair rent.",
  },
  {
    title: "Clients who come to you",
    text: `${PRODUCT_NAME} finds the customers, takes the payment up front and tells you exactly what the booking needs before you say yes.`,
  },
  {
    title: "Grow your name",
    text: "Your public profile shows your specialities and three highlight photos of your best work.",
  },
] as const;

export const REQUIREMENTS = [
  "You are 18 or older and live and work in the United States.",
  "You hold the state licence your speciality requires (cosmetology, esthetics or nail technology), if it requires one.",
  "You can show your work: a portfolio, Instagram or website with recent looks.",
  "You bring your own professional kit and can travel to customers' homes, offices and hotels.",
  "You can give us a professional reference.",
] as const;

export const HOW_TO_JOIN = [
  { title: "Apply", text: "Tell us about your experience, licence and specialities. It takes about ten minutes." },
  { title: "Get reviewed", text: "Our team reviews every application and may ask for a short call." },
  {
    title: "Set up",
    text: "Once accepted you receive an e-mail to choose your password, then connect your payout account.",
  },
  { title: "Start earning", text: "Accept bookings in your state and get paid for each completed service." },
] as const;
