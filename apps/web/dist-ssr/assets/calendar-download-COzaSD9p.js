import { c as formatUsd } from "./format-DKKLJChm.js";
// ../../packages/core/src/card-hold.ts
var DAY_MS = 864e5;
var CARD_HOLD = {
	/** An appointment at most this many days away is paid with a hold, captured after the job. */
	holdWithinDays: 5,
	/** A saved card is held this many days before its appointment (inside holdWithinDays). */
	placeHoldDaysBefore: 4,
	/** A booking still unheld this close to its appointment is reported to the administrators, once. */
	unheldAlertHoursBefore: 48
};
/** True when a booking paid at `now` for `appointmentAt` is held rather than charged at once. */
var paysWithHold = (appointmentAt, now) => appointmentAt.getTime() - now.getTime() <= CARD_HOLD.holdWithinDays * DAY_MS;
/** What the payment step says will happen to the card, for an appointment at `appointmentAt` booked at `now`. */
var cardStepNote = (appointmentAt, now) => paysWithHold(appointmentAt, now) ? "Your card is held now and charged only once your appointment is done." : `Your card is saved now, held ${CARD_HOLD.placeHoldDaysBefore} days before your appointment, and charged only once it is done.`;
CARD_HOLD.placeHoldDaysBefore * DAY_MS;
CARD_HOLD.unheldAlertHoursBefore * 36e5;
/** The customer's card for a booking further out: saved now, held placeHoldDaysBefore. */
var CARD_SAVED_WORDING = `card saved, we'll place a hold ${CARD_HOLD.placeHoldDaysBefore} days before`;
/** The saved card's hold was declined: the booking waits for another card (never for a pro). */
var CARD_NEEDED_WORDING = "the hold on your card was declined, please give another card";
/** How the customer's card payment is named next to the total: saved, then held, then charged. */
function cardPaymentWording(state) {
	if (state === "CARD_SAVED") return CARD_SAVED_WORDING;
	if (state === "CARD_NEEDED") return CARD_NEEDED_WORDING;
	if (state === "HELD") return "held on your card";
	if (state === "CAPTURED") return "charged";
	if (state === "RELEASED") return "hold released, not charged";
	return "";
}
/** "$125.00 (held on your card)", or the bare amount before any payment. */
function totalWithPayment(totalCents, state) {
	const wording = cardPaymentWording(state);
	return wording ? `${formatUsd(totalCents)} (${wording})` : formatUsd(totalCents);
}
// src/components/calendar-download.ts
function downloadCalendarFile(file) {
	const url = URL.createObjectURL(new Blob([file.ics], { type: "text/calendar;charset=utf-8" }));
	const link = document.createElement("a");
	link.href = url;
	link.download = file.fileName;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 0);
}
export { cardStepNote as n, totalWithPayment as r, downloadCalendarFile as t };
