import { t as Alert } from "./Alert-9th_45Ug.js";
import { Ft as Anchor, Gt as Group, b as useSession, f as PageMeta, w as paths, xn as Link, y as errorMessage } from "../entry-server.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { a as formatInstant, c as formatUsd } from "./format-DKKLJChm.js";
import { n as Fact, r as FactGrid, t as AnswersList } from "./BookingFacts-CF0E1zxu.js";
import { t as formatAppointment } from "./format-Bu0XNN8x.js";
import { i as useIdParam, n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { n as Conversation, t as ProDayOfActions } from "./ProDayOfActions-B6Y-jJky.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { n as DayOfTimeline } from "./DayOfTimeline-LIEonaQ9.js";
// src/features/dashboard/ProBookingActions.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function ProBookingActions({ bookingId, confirmNewTimeBy, doneAt, dayOf, timeZone, onChanged }) {
	const confirm = trpc.pro.confirmReschedule.useMutation({ onSuccess: onChanged });
	const decline = trpc.pro.declineReschedule.useMutation({ onSuccess: onChanged });
	const answered = confirm.data ?? decline.data;
	const failed = confirm.error ?? decline.error;
	const busy = confirm.isPending || decline.isPending;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			answered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "teal",
				variant: "light",
				role: "status",
				children: answered.message
			}),
			failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				variant: "light",
				role: "alert",
				children: errorMessage(failed)
			}),
			confirmNewTimeBy && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "orange",
				variant: "light",
				title: "The customer moved this booking",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "xs",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: [
							"The date and time shown here are the new ones. Please confirm or decline by",
							" ",
							formatInstant(confirmNewTimeBy),
							"; without an answer the booking is offered to the other professionals of your state."
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => confirm.mutate({ bookingId }),
						loading: confirm.isPending,
						disabled: busy,
						children: "Confirm new time"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: () => decline.mutate({ bookingId }),
						loading: decline.isPending,
						disabled: busy,
						children: "Decline new time"
					})] })]
				})
			}),
			dayOf.onMyWayAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayOfTimeline, {
				dayOf,
				timeZone
			}),
			!confirmNewTimeBy && (doneAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				c: "dimmed",
				children: [
					"Marked done on ",
					formatInstant(doneAt),
					"; your payout follows."
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProDayOfActions, {
				bookingId,
				dayOf,
				onChanged
			}))
		]
	});
}
// src/pages/BookingConfirmationPage.tsx
function Banner({ tone, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: tone === "success" ? "teal" : tone === "error" ? "red" : "plum",
		variant: "light",
		role: tone === "error" ? "alert" : "status",
		children
	});
}
function ProConfirmation({ bookingId }) {
	const utils = trpc.useUtils();
	const query = trpc.pro.bookingForConfirmation.useQuery({ bookingId }, { enabled: bookingId !== "" });
	const [declinedMessage, setDeclinedMessage] = (0, import_react.useState)(null);
	const refresh = () => {
		utils.pro.bookingForConfirmation.invalidate({ bookingId });
		utils.pro.confirmedBookings.invalidate();
		utils.pro.pendingBookings.invalidate();
	};
	const accept = trpc.pro.acceptBooking.useMutation({ onSettled: refresh });
	const decline = trpc.pro.declineBooking.useMutation({ onSuccess: (result) => setDeclinedMessage(result.message) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
		isPending: query.isPending && bookingId !== "",
		error: bookingId === "" ? /* @__PURE__ */ new Error("We could not find this booking.") : query.error,
		children: () => {
			const view = query.data;
			if (!view) return null;
			const booking = view.booking;
			const when = booking ? formatAppointment(booking) : null;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "lg",
				children: [
					accept.error && view.state === "open" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Banner, {
						tone: "error",
						children: errorMessage(accept.error)
					}),
					declinedMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Banner, {
						tone: "info",
						children: declinedMessage
					}),
					view.message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Banner, {
						tone: "info",
						children: view.message
					}),
					view.requestedOfYou && !declinedMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Banner, {
						tone: "success",
						children: "The customer asked for you: this booking is offered to you alone for now. If you cannot take it, say No and it goes to the other professionals of your state at once."
					}),
					view.state === "acceptedByYou" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Banner, {
						tone: "success",
						children: [
							"This booking has been accepted",
							". It is on your dashboard under Confirmed Appointment.",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: `${paths.bookingDetails}?id=${bookingId}`,
								fw: 600,
								children: "See the customer's details"
							})
						]
					}),
					view.yours && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProBookingActions, {
						bookingId,
						confirmNewTimeBy: view.yours.confirmNewTimeBy,
						doneAt: view.yours.doneAt,
						dayOf: view.yours.dayOf,
						timeZone: view.yours.timeZone,
						onChanged: refresh
					}),
					booking && when && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactGrid, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Service",
							children: booking.serviceName
						}),
						booking.style && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Style",
							children: booking.style
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Customer",
							children: booking.customerFirstName
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Date",
							children: when.date
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Time",
							children: when.time
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
							label: "Location",
							children: [
								booking.aptCity,
								", ",
								booking.aptState,
								" ",
								booking.aptZip
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Your payout",
							children: formatUsd(booking.payoutCents)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Posted",
							children: formatInstant(booking.postedAt)
						})
					] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnswersList, { answers: booking.answers })] }),
					view.state === "open" && !declinedMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 600,
							children: "Would you like to accept this booking?"
						}), view.appointmentPassed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							c: "dimmed",
							children: "This appointment time has already passed."
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							onClick: () => accept.mutate({ bookingId }),
							loading: accept.isPending,
							children: "Yes, accept"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "default",
							onClick: () => decline.mutate({ bookingId }),
							loading: decline.isPending,
							disabled: accept.isPending,
							children: "No"
						})] })]
					}),
					view.requestedOfYou && !declinedMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Conversation, { bookingId }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: paths.dashboard,
						fw: 600,
						children: "Back to your dashboard"
					})
				]
			});
		}
	});
}
function BookingConfirmationPage() {
	const bookingId = useIdParam();
	const { user } = useSession();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title: "Booking confirmation",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Booking confirmation" }), user?.role === "PRO" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProConfirmation, { bookingId }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			color: "plum",
			variant: "light",
			children: [
				"Only Primp professionals answer bookings here.",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: `${paths.bookingDetails}?id=${bookingId}`,
					fw: 600,
					children: "See the booking's details"
				})
			]
		})]
	});
}
export { BookingConfirmationPage };
