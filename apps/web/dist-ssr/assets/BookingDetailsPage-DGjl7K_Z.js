import { Dt as Divider, Ft as Anchor, Gt as Group, Mt as Badge, d as FormMessage, f as PageMeta, y as errorMessage } from "../entry-server.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { a as formatInstant, c as formatUsd, o as formatTime12h } from "./format-DKKLJChm.js";
import { r as totalWithPayment, t as downloadCalendarFile } from "./calendar-download-COzaSD9p.js";
import { i as PricedLines, n as Fact, r as FactGrid, t as AnswersList } from "./BookingFacts-CF0E1zxu.js";
import { n as formatCalendarDate, t as formatAppointment } from "./format-Bu0XNN8x.js";
import { i as useIdParam, n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { a as autoPayoutAt, r as StatusBadge, t as useLiveBooking } from "./use-live-Cn3kSF8A.js";
import { n as Conversation, r as BookingSection, t as ProDayOfActions } from "./ProDayOfActions-B6Y-jJky.js";
import { t as List } from "./List-CpY615aW.js";
import { n as DayOfTimeline } from "./DayOfTimeline-LIEonaQ9.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as FavouriteButton } from "./FavouriteButton-Dvh3O2oO.js";
import { r as customerRatingInputSchema } from "./reviews-D30sJZXK.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { n as StarsShown, t as StarInput } from "./StarRating-1O14Zf1m.js";
import { n as ReviewForm, r as useFeedbackMessage, t as TipForm } from "./TipForm-Dm9-rOw4.js";
import { t as HideReviewButton } from "./HideReviewButton-CFQH5hMk.js";
// src/features/dashboard/BookingHistory.tsx
var import_jsx_runtime = require_jsx_runtime();
var WHO = {
	CUSTOMER: "the customer",
	PRO: "the professional",
	ADMIN: "an administrator"
};
/** "2026-12-02 14:30" as "Dec 2, 2026 2:30 P.M." */
var localWhen = (local) => {
	const [date = "", time = ""] = (local ?? "").split(" ");
	return date && time ? `${formatCalendarDate(date)} ${formatTime12h(time)}` : "";
};
function describe(change) {
	const by = change.actorRole ? ` by ${WHO[change.actorRole]}` : "";
	switch (change.kind) {
		case "RESCHEDULED": return `Moved from ${localWhen(change.fromLocal)} to ${localWhen(change.toLocal)}${by}`;
		case "RESCHEDULE_CONFIRMED": return "New time confirmed by the professional";
		case "RESCHEDULE_DECLINED": return "New time declined by the professional; open to other professionals again";
		case "RESCHEDULE_EXPIRED": return "New time not confirmed in time; open to other professionals again";
		case "MARKED_DONE": return "Marked done by the professional";
		case "PAYOUT_HELD": return `Payout put on hold${by}`;
		case "PAYOUT_RELEASED": return `Payout hold lifted${by}`;
		case "RELEASED": return "Released by the professional; open to other professionals again";
		case "CANCELLED_NO_PRO": return "Cancelled automatically: no professional could accept it in time; refunded in full";
	}
}
function BookingHistory({ changes }) {
	if (changes.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fw: 600,
			children: "History"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
			spacing: 4,
			size: "sm",
			children: changes.map((change) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [
				describe(change),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					span: true,
					c: "dimmed",
					size: "sm",
					children: ["· ", formatInstant(change.createdAt)]
				})
			] }, `${change.kind}-${change.createdAt.toISOString()}`))
		})]
	});
}
// src/features/day-of/DayOfSection.tsx
function DayOfSection({ bookingId, dayOf, timeZone, onChanged }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h4",
				children: "Day of the appointment"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayOfTimeline, {
				dayOf,
				timeZone
			}),
			dayOf.nextSteps.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProDayOfActions, {
				bookingId,
				dayOf,
				onChanged
			})
		]
	});
}
// src/features/favourites/ProOfBooking.tsx
function FavouriteHeart({ pro, name }) {
	const favourites = trpc.account.favourites.useQuery();
	if (!favourites.data) return null;
	const favourite = favourites.data.some((candidate) => candidate.userId === pro.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavouriteButton, {
		proUserId: pro.id,
		proName: name,
		favourite,
		onChanged: () => void 0
	});
}
function ProOfBooking({ pro, canFavourite }) {
	const name = `${pro.firstName} ${pro.lastName}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: 4,
		wrap: "nowrap",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			component: "span",
			children: name
		}), canFavourite && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavouriteHeart, {
			pro,
			name
		})]
	});
}
// src/features/live/LiveBadge.tsx
/** A quiet sign that the page updates by itself; nothing at all while it does not. */
function LiveBadge({ live }) {
	if (!live) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "dot",
		color: "teal",
		size: "sm",
		tt: "none",
		fw: 500,
		"aria-label": "Live: this page updates by itself",
		children: "Live"
	});
}
// src/features/operations/PayoutHold.tsx
function PayoutHold({ booking }) {
	const utils = trpc.useUtils();
	const hold = trpc.admin.holdPayout.useMutation({ onSuccess: () => utils.account.bookingDetails.invalidate({ bookingId: booking.id }) });
	const held = booking.payoutHeldAt !== null;
	const schedule = held ? `Payout on hold since ${formatInstant(booking.payoutHeldAt)}.` : booking.doneAt ? `Paid automatically on ${formatInstant(autoPayoutAt(booking.doneAt))} unless held.` : "Paid automatically 2 days after the professional marks it done, unless held.";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "sm",
		align: "center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				"aria-live": "polite",
				children: hold.data?.message ?? schedule
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "compact-sm",
				variant: "light",
				loading: hold.isPending,
				onClick: () => hold.mutate({
					bookingId: booking.id,
					hold: !held
				}),
				children: held ? "Release payout" : "Hold payout"
			}),
			hold.error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "red.8",
				role: "alert",
				children: errorMessage(hold.error)
			})
		]
	});
}
// src/features/reviews/CustomerRatingForm.tsx
/** The form asks the stars; the page knows the booking. */
var RATING_SCHEMA = customerRatingInputSchema.pick({ rating: true });
function CustomerRatingForm({ bookingId, customerName, customerRating }) {
	const { form, formError, field, onSubmit, showServerError } = useSchemaForm(RATING_SCHEMA, { rating: customerRating?.rating ?? 0 });
	const { thanks, clearThanks, onSaved } = useFeedbackMessage(bookingId);
	const save = trpc.review.rateCustomer.useMutation({
		onSuccess: onSaved,
		onError: showServerError
	});
	const closed = customerRating !== null && customerRating.editableUntil.getTime() < Date.now();
	const stars = field("rating");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		noValidate: true,
		onSubmit: onSubmit(({ rating }) => {
			clearThanks();
			save.mutate({
				bookingId,
				rating
			});
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarInput, {
					name: "customer-rating",
					label: `How was working with ${customerName}?`,
					...stars,
					onChange: (value) => !closed && stars.onChange(value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "xs",
					c: "dimmed",
					children: "Private: only Primp administrators see this rating, never the customer."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					message: formError ?? thanks,
					tone: formError ? "error" : "success"
				}),
				!closed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					loading: save.isPending,
					disabled: form.values.rating < 1,
					children: customerRating ? "Update rating" : "Save rating"
				}) })
			]
		})
	});
}
// src/features/reviews/BookingRatings.tsx
function ReviewAsAdmin({ booking }) {
	const utils = trpc.useUtils();
	const { review, customerRating } = booking;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [review ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: "Customer's review of the professional"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, { value: review.rating }),
				review.comment && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					style: { whiteSpace: "pre-wrap" },
					children: review.comment
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: review.lookConsent ? "Photo shown among the pro's looks." : "Photo not shared."
				}),
				review.hidden ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "red.8",
					children: ["Hidden: ", review.hiddenReason]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HideReviewButton, {
					reviewId: review.id,
					onHidden: () => void utils.account.bookingDetails.invalidate({ bookingId: booking.id })
				}) })
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			children: "The customer has not reviewed this booking."
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fw: 600,
				children: "Professional's private rating of the customer"
			}), customerRating ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, { value: customerRating.rating }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				children: "Not rated."
			})]
		})]
	});
}
function BookingRatings({ booking }) {
	if (booking.status !== "COMPLETED" || !booking.assignedPro) return null;
	const proName = booking.assignedPro.firstName;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(BookingSection, {
		id: "review",
		title: booking.reader === "PRO" ? "Rate your customer" : booking.reader === "ADMIN" ? "Ratings" : "Your review",
		children: [
			booking.reader === "CUSTOMER" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "lg",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewForm, {
						bookingId: booking.id,
						proName,
						review: booking.review,
						hasPhoto: booking.customerPhotoUrl !== null
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TipForm, {
						bookingId: booking.id,
						proName,
						totalCents: booking.totalCents,
						tip: booking.tip
					})
				]
			}),
			booking.reader !== "CUSTOMER" && booking.tip && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				mb: "sm",
				children: [
					"The customer tipped ",
					formatUsd(booking.tip.amountCents),
					booking.tip.sentToPro ? ", sent to the professional in full." : "; it is sent to the professional once their StripeConnect account is linked."
				]
			}),
			booking.reader === "PRO" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CustomerRatingForm, {
				bookingId: booking.id,
				customerName: booking.contact.firstName,
				customerRating: booking.customerRating
			}),
			booking.reader === "ADMIN" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewAsAdmin, { booking })
		]
	});
}
// src/pages/BookingDetailsPage.tsx
function BookingDetailsPage() {
	const bookingId = useIdParam();
	const query = trpc.account.bookingDetails.useQuery({ bookingId }, { enabled: bookingId !== "" });
	const utils = trpc.useUtils();
	const live = useLiveBooking(query.data ? bookingId : "");
	const addToCalendar = async () => downloadCalendarFile(await utils.account.calendarInvite.fetch({ bookingId }));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title: "Booking details",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Booking details" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			isPending: query.isPending && bookingId !== "",
			error: bookingId === "" ? /* @__PURE__ */ new Error("We could not find this booking.") : query.error,
			children: () => {
				const booking = query.data;
				if (!booking) return null;
				const when = formatAppointment(booking);
				const address = booking.address;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "xl",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactGrid, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Service",
								children: booking.serviceName
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Status",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
									gap: "xs",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
										status: booking.status,
										label: booking.statusLabel
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LiveBadge, { live })]
								})
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
								label: "Address",
								children: [
									address.address1,
									address.address2 ? `, ${address.address2}` : "",
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
									address.city,
									", ",
									address.state,
									" ",
									address.zip,
									", ",
									address.country
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
								label: "Customer",
								children: [
									booking.contact.firstName,
									" ",
									booking.contact.lastName,
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
										href: `tel:${booking.contact.phone}`,
										children: booking.contact.phone
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
										href: `mailto:${booking.contact.email}`,
										style: { wordBreak: "break-all" },
										children: booking.contact.email
									})
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Professional",
								children: booking.assignedPro ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProOfBooking, {
									pro: booking.assignedPro,
									canFavourite: booking.reader === "CUSTOMER"
								}) : "Not yet assigned"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Booked",
								children: formatInstant(booking.createdAt)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Payment",
								children: totalWithPayment(booking.totalCents, booking.paymentState)
							}),
							booking.payoutCents !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Payout",
								children: formatUsd(booking.payoutCents)
							}),
							booking.cancelledAt && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
								label: "Cancelled",
								children: [
									formatInstant(booking.cancelledAt),
									" · refund ",
									formatUsd(booking.refundCents)
								]
							})
						] }),
						booking.status !== "PENDING" && booking.status !== "CANCELLED" && booking.assignedPro && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayOfSection, {
							bookingId: booking.id,
							dayOf: booking.dayOf,
							timeZone: booking.timeZone,
							onChanged: () => void query.refetch()
						}),
						booking.reader === "ADMIN" && booking.status === "ACCEPTED" && !booking.paidOut && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutHold, { booking }),
						booking.serviceDesc && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							c: "dimmed",
							children: booking.serviceDesc
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Conversation, { bookingId: booking.id }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingRatings, { booking }),
						(booking.status === "PENDING" || booking.status === "ACCEPTED") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "light",
							onClick: () => void addToCalendar(),
							children: "Add to calendar"
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnswersList, { answers: booking.answers }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PricedLines, {
							lines: booking.lines,
							totalCents: booking.totalCents
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingHistory, { changes: booking.changes }),
						booking.customerPhotoUrl && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "xs",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fw: 600,
								children: "Photo of the finished look"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
								src: booking.customerPhotoUrl,
								alt: `${booking.serviceName} result`,
								maw: 420,
								radius: "md"
							})]
						})
					]
				});
			}
		})]
	});
}
export { BookingDetailsPage };
