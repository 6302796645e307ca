import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
import { S as skipToken, i as trpc, w as useQueryClient } from "./trpc-DkUDrKyX.js";
import { a as date, d as object, p as string } from "./schemas-DY5hhiYg.js";
import { r as calendarDateSchema } from "./schemas-sxsS2w5F.js";
import { t as BOOKING_NOT_FOUND } from "./input-schemas-DWs-21jv.js";
import { D as TIME_PATTERN, M as ACCEPTANCE_DEADLINE, Mt as Badge, O as appointmentInstant, k as checkSchedule } from "../entry-server.js";
// ../../packages/core/src/lifecycle.ts
var HOUR_MS = 36e5;
var LIFECYCLE = {
	/** A customer may move an appointment online only this long or more before it starts. */
	rescheduleNoticeHours: 48,
	/** A pro who does not confirm a moved booking within this long loses it to the state's pool. */
	rescheduleConfirmHours: 12,
	/** A customer may move one booking online this many times; after that, administrators do it for them. */
	reschedulesPerBooking: 3,
	/**
	* The e-mails about a move wait this long before they are sent, and a further move in the
	* meantime rewrites them: moves in quick succession reach each party as one e-mail.
	*/
	rescheduleMailWindowMinutes: 10,
	/** A job marked done is paid out automatically this long after, unless held. */
	autoPayoutAfterDoneHours: 48,
	/** A paid booking no pro has accepted alerts the administrators once it has waited this long... */
	acceptanceAlertAfterWaitingHours: 12,
	/** ...and, separately, once its appointment is less than this far away. */
	acceptanceAlertBeforeStartHours: 48,
	/** Still unaccepted this long before its appointment, it is cancelled with a full refund (see notice.ts). */
	acceptanceCancelBeforeStartHours: ACCEPTANCE_DEADLINE.cancelBeforeStartHours,
	/** Customers are reminded this many hours before their appointment, the earlier reminder first. */
	customerReminderHours: [24, 2],
	/** The accepted pro is reminded this many hours before. */
	proReminderHours: 24
};
var RESCHEDULABLE_STATUSES = ["PENDING", "ACCEPTED"];
var RESCHEDULE_TOO_LATE = `Your appointment is less than ${LIFECYCLE.rescheduleNoticeHours} hours away, so it can no longer be moved online. Please contact us and we will do our best to help.`;
var RESCHEDULE_LIMIT_REACHED = `This booking has already been moved ${LIFECYCLE.reschedulesPerBooking} times, so it can no longer be moved online. Please contact us and we will do our best to help.`;
var RESCHEDULE_CLOSED = "A completed or cancelled booking cannot be rescheduled.";
var RESCHEDULE_NOT_PAID = "This booking is not paid yet, so there is nothing to reschedule.";
var RESCHEDULE_SAME_TIME = "Please choose a different date or time from the current appointment.";
var RESCHEDULE_ALREADY_DONE = "This appointment has been marked done, so it can no longer be moved.";
var rescheduleInputSchema = object({
	bookingId: string({ error: BOOKING_NOT_FOUND }).trim().min(1, { error: BOOKING_NOT_FOUND }).max(64),
	date: calendarDateSchema,
	time: string({ error: "Please choose a time" }).regex(TIME_PATTERN, { error: "Please choose a time" }),
	/**
	* The appointment the mover was looking at. When given, a move made from a stale page is
	* refused however the two requests interleave, instead of silently moving the moved booking.
	*/
	seenAppointmentAt: date().optional()
});
/**
* Whether a booking may move to a new local date and time in its own zone: it is open, not
* done, far enough ahead and not moved too often by its customer already (administrators,
* whom such customers contact, are exempt from both), and the new time obeys the same rules
* as a new booking.
*/
function checkReschedule(booking, to, now, options = {}) {
	if (booking.status === "AWAITING_PAYMENT") return {
		ok: false,
		message: RESCHEDULE_NOT_PAID
	};
	if (!RESCHEDULABLE_STATUSES.includes(booking.status)) return {
		ok: false,
		message: RESCHEDULE_CLOSED
	};
	if (booking.doneAt) return {
		ok: false,
		message: RESCHEDULE_ALREADY_DONE
	};
	const noticeMs = LIFECYCLE.rescheduleNoticeHours * HOUR_MS;
	if (!options.byAdmin && booking.appointmentAt.getTime() - now.getTime() < noticeMs) return {
		ok: false,
		message: RESCHEDULE_TOO_LATE
	};
	if (!options.byAdmin && (options.movesByCustomer ?? 0) >= LIFECYCLE.reschedulesPerBooking) return {
		ok: false,
		message: RESCHEDULE_LIMIT_REACHED
	};
	if (to.date === booking.localDate && to.time === booking.localTime) return {
		ok: false,
		message: RESCHEDULE_SAME_TIME
	};
	const schedule = checkSchedule({
		date: to.date,
		time: to.time,
		timeZone: booking.timeZone
	}, now);
	if (!schedule.ok) return {
		ok: false,
		message: schedule.message
	};
	return {
		ok: true,
		appointmentAt: appointmentInstant(to.date, to.time, booking.timeZone)
	};
}
/** When a job marked done at `doneAt` is paid out automatically (unless held). */
var autoPayoutAt = (doneAt) => new Date(doneAt.getTime() + LIFECYCLE.autoPayoutAfterDoneHours * HOUR_MS);
/** A pro may mark a job done, and be paid for it, only once it has started. */
var hasStarted = (appointmentAt, now) => appointmentAt.getTime() <= now.getTime();
// src/components/StatusBadge.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Light badges write in shade 9; with these colours every badge reads at 4.5:1 or more. */
var COLORS = {
	AWAITING_PAYMENT: "gray",
	PENDING: "rose",
	ACCEPTED: "plum",
	COMPLETED: "teal",
	CANCELLED: "red"
};
/** The status word the spec gives the viewer (computed on the server), coloured by status. */
function StatusBadge({ status, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		color: COLORS[status],
		variant: "light",
		radius: "sm",
		tt: "none",
		fw: 600,
		styles: {
			root: {
				maxWidth: "none",
				flexShrink: 0
			},
			label: { overflow: "visible" }
		},
		children: label
	});
}
// src/features/live/use-live.ts
/** Routers whose answers never depend on a booking's state. */
var UNRELATED_ROUTERS = /* @__PURE__ */ new Set([
	"auth",
	"content",
	"quote",
	"live"
]);
function useRereadBookings() {
	const queryClient = useQueryClient();
	return (message) => {
		if (message.data.kind !== "changed") return;
		queryClient.invalidateQueries({ predicate: (query) => {
			const [path] = query.queryKey;
			const router = Array.isArray(path) ? path[0] : void 0;
			return typeof router === "string" && !UNRELATED_ROUTERS.has(router);
		} });
	};
}
/**
* Whether the page is live: its stream is open and has said "ready" (or, resumed, "changed").
* Both fields are read on every render: tRPC re-renders only for the fields a render has read.
*/
function isLive(subscription) {
	const { status, data } = subscription;
	return status === "pending" && data !== void 0;
}
/** Keeps a booking's page up to date; answers whether it is live now. */
function useLiveBooking(bookingId) {
	const onData = useRereadBookings();
	return isLive(trpc.live.booking.useSubscription(bookingId ? { bookingId } : skipToken, { onData }));
}
/** Keeps a pro's dashboard up to date with the offers made to them; answers whether it is live now. */
function useLiveOffers(enabled = true) {
	const onData = useRereadBookings();
	return isLive(trpc.live.offers.useSubscription(enabled ? void 0 : skipToken, { onData }));
}
export { autoPayoutAt as a, rescheduleInputSchema as c, LIFECYCLE as i, useLiveOffers as n, checkReschedule as o, StatusBadge as r, hasStarted as s, useLiveBooking as t };
