import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { i as trpc, s as useQuery, w as useQueryClient } from "./trpc-DkUDrKyX.js";
import { t as SegmentedControl } from "./SegmentedControl-CkEgLHKG.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { t as Checkbox } from "./Checkbox-hyJqHtsp.js";
import { t as Textarea } from "./Textarea-BPopjcoO.js";
import { t as StarInput } from "./StarRating-1O14Zf1m.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { c as int, d as object, l as literal, m as union, o as discriminatedUnion } from "./schemas-DY5hhiYg.js";
import { a as formatInstant, c as formatUsd } from "./format-DKKLJChm.js";
import { n as bookingIdInputSchema } from "./input-schemas-DWs-21jv.js";
import { a as reviewInputSchema, n as bookingLinkInputSchema, t as REVIEWS } from "./reviews-D30sJZXK.js";
import { Gt as Group, d as FormMessage, wt as Radio, xt as TextInput, y as errorMessage } from "../entry-server.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { n as CardEntry, t as CARDS_UNAVAILABLE } from "./CardEntry-DSqZsXPV.js";
import "./format-Bu0XNN8x.js";
// ../../packages/core/src/tips.ts
var TIPS = {
	/** The shares of the booking's total offered as buttons, in percent. */
	percents: [
		15,
		20,
		25
	],
	minCents: 100,
	maxCents: 5e4
};
var TIP_OUT_OF_RANGE = `A tip can be from ${formatUsd(TIPS.minCents)} to ${formatUsd(TIPS.maxCents)}.`;
var TIP_CHOOSE = `Please choose ${TIPS.percents.join("%, ")}% or enter an amount.`;
/** A tip through the link whose amount is not the one the customer confirmed. */
var TIP_CONFIRM_AGAIN = "Please check the amount of your tip and confirm it again.";
/** After a decline's own words ("Your card was declined."). */
var TIP_DECLINED_NOTHING_CHANGED = "No tip was charged, and your booking is unchanged.";
/** One of the offered shares of the total, or an amount of the customer's own, in cents. */
var tipChoiceSchema = discriminatedUnion("kind", [object({
	kind: literal("percent"),
	percent: union(TIPS.percents.map((percent) => literal(percent)), { error: TIP_CHOOSE })
}), object({
	kind: literal("amount"),
	amountCents: int({ error: TIP_OUT_OF_RANGE }).min(TIPS.minCents, { error: TIP_OUT_OF_RANGE }).max(TIPS.maxCents, { error: TIP_OUT_OF_RANGE })
})], { error: TIP_CHOOSE });
var tipInputSchema = bookingIdInputSchema.extend({ choice: tipChoiceSchema });
bookingLinkInputSchema.extend({
	choice: tipChoiceSchema,
	confirmedAmountCents: int({ error: TIP_CONFIRM_AGAIN }).positive({ error: TIP_CONFIRM_AGAIN })
});
/** The most a tip through the link may be on a booking of `totalCents`. */
var linkTipMaxCents = (totalCents) => Math.min(totalCents, TIPS.maxCents);
var linkTipTooHigh = (totalCents) => `Through this link a tip can be up to ${formatUsd(linkTipMaxCents(totalCents))}, the price of the booking.`;
/** A share of the booking's total, rounded to the cent. */
var tipForPercent = (totalCents, percent) => Math.round(totalCents * percent / 100);
/** The tip in cents the choice asks for on a booking of `totalCents`, or null when it falls outside the limits. */
function tipCents(totalCents, choice) {
	const cents = choice.kind === "percent" ? tipForPercent(totalCents, choice.percent) : choice.amountCents;
	return cents >= TIPS.minCents && cents <= TIPS.maxCents ? cents : null;
}
/** "$12.50" or "12.5" typed into the custom amount, in cents; null when it is not an amount of money. */
function parseTipDollars(text) {
	const match = /^\s*\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
	if (!match?.[1]) return null;
	return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
// src/features/reviews/useLinkedBooking.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Every linked booking's key without a token; one link's with it. */
var linkedBookingKey = (token) => token === void 0 ? ["review.linkedBooking"] : ["review.linkedBooking", token];
function useLinkedBooking(token) {
	const { client } = trpc.useUtils();
	return useQuery({
		queryKey: linkedBookingKey(token),
		queryFn: () => client.review.linkedBooking.mutate({ token }),
		enabled: token !== "",
		retry: false
	});
}
// src/features/reviews/useFeedbackMessage.ts
function useFeedbackMessage(bookingId) {
	const utils = trpc.useUtils();
	const queryClient = useQueryClient();
	const [thanks, setThanks] = (0, import_react.useState)(null);
	const onSaved = (result) => {
		setThanks(result.message);
		utils.account.bookingDetails.invalidate({ bookingId });
		queryClient.invalidateQueries({ queryKey: linkedBookingKey() });
	};
	return {
		thanks,
		clearThanks: () => setThanks(null),
		onSaved
	};
}
// src/features/reviews/ReviewForm.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The form asks what the customer writes; the page knows the booking (or the link's token). */
var REVIEW_SCHEMA = reviewInputSchema.pick({
	rating: true,
	comment: true,
	lookConsent: true
});
function ReviewForm({ bookingId, proName, review, hasPhoto, token }) {
	const { form, formError, field, onSubmit, showServerError } = useSchemaForm(REVIEW_SCHEMA, {
		rating: review?.rating ?? 0,
		comment: review?.comment ?? "",
		lookConsent: review?.lookConsent ?? false
	});
	const { thanks, clearThanks, onSaved } = useFeedbackMessage(bookingId);
	const handlers = {
		onSuccess: onSaved,
		onError: showServerError
	};
	const byAccount = trpc.review.rateBooking.useMutation(handlers);
	const byLink = trpc.review.rateByLink.useMutation(handlers);
	const save = token ? byLink : byAccount;
	if (review !== null && review.editableUntil.getTime() < Date.now() && review) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "sm",
		c: "dimmed",
		children: [
			"You rated ",
			proName,
			" ",
			review.rating,
			" out of 5. Reviews can be changed for ",
			REVIEWS.editableDays,
			" days, so this one is final."
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		noValidate: true,
		onSubmit: onSubmit((values) => {
			clearThanks();
			if (token) byLink.mutate({
				token,
				...values
			});
			else byAccount.mutate({
				bookingId,
				...values
			});
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarInput, {
					name: "review-rating",
					label: `How was ${proName}?`,
					...field("rating")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
					label: "Your review (optional)",
					description: `${form.values.comment.length.toLocaleString("en-US")} / ${REVIEWS.commentMaxLength.toLocaleString("en-US")} characters`,
					autosize: true,
					minRows: 3,
					maxLength: REVIEWS.commentMaxLength,
					...field("comment")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
					label: `Show the photo of my finished look on ${proName}'s profile`,
					description: hasPhoto ? "Others will see the photo with the service's name, never your name." : "Your professional has not added a photo yet; if they do, it will be shown.",
					...field("lookConsent", { type: "checkbox" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					message: formError ?? thanks,
					tone: formError ? "error" : "success"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					loading: save.isPending,
					children: review ? "Update review" : "Submit review"
				}) }),
				review && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "xs",
					c: "dimmed",
					children: [
						"You can change this review until ",
						formatInstant(review.editableUntil).replace(/\.$/, ""),
						"."
					]
				})
			]
		})
	});
}
// src/features/reviews/LinkTipConfirmation.tsx
function LinkTipConfirmation(props) {
	const { amountCents, totalCents, proName, card, sending } = props;
	const amount = formatUsd(amountCents);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "plum",
		variant: "light",
		title: "Please confirm your tip",
		role: "region",
		"aria-label": "Confirm your tip",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					"You are about to tip ",
					proName,
					" ",
					amount,
					", charged to ",
					card === "booking" ? "the card used for the booking" : "the card you entered",
					". Through this link a tip can be up to",
					" ",
					formatUsd(linkTipMaxCents(totalCents)),
					", the price of the booking."
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				onClick: props.onConfirm,
				loading: sending,
				children: ["Confirm tip of ", amount]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "default",
				onClick: props.onChange,
				disabled: sending,
				children: "Change"
			})] })]
		})
	});
}
// src/features/reviews/useNewCardTip.ts
function useNewCardTip({ bookingId, token }) {
	const provider = trpc.booking.paymentProvider.useQuery(void 0, { staleTime: Number.POSITIVE_INFINITY });
	const useStripe = provider.data?.provider === "stripe";
	const confirmCard = (0, import_react.useRef)(null);
	const onCardReady = (0, import_react.useCallback)((confirm) => {
		confirmCard.current = confirm;
	}, []);
	const openByAccount = trpc.review.tipNewCard.useMutation();
	const openByLink = trpc.review.tipNewCardByLink.useMutation();
	const confirmTip = trpc.review.confirmTip.useMutation();
	/** Charges the tip to the new card (through the link: the amount the customer confirmed); resolves with the server's thanks, rejects with what went wrong in words. */
	const pay = async (choice, cardNumber, confirmedAmountCents) => {
		if (useStripe && true) throw new Error(CARDS_UNAVAILABLE);
		const opened = token ? await openByLink.mutateAsync({
			token,
			choice,
			confirmedAmountCents
		}) : await openByAccount.mutateAsync({
			bookingId,
			choice
		});
		if (opened.paid) return opened;
		if (useStripe && confirmCard.current) {
			const card = await confirmCard.current(opened.clientSecret, {});
			if (!card.ok) throw new Error(`${card.message} ${TIP_DECLINED_NOTHING_CHANGED}`);
		}
		return confirmTip.mutateAsync({
			bookingId: opened.bookingId,
			clientSecret: opened.clientSecret,
			cardNumber: useStripe ? void 0 : cardNumber
		});
	};
	return {
		pay,
		provider: provider.data?.provider,
		onCardReady
	};
}
// src/features/reviews/TipForm.tsx
var CUSTOM = "custom";
/** The form asks the choice; the page knows the booking (or the link's token). */
var CHOICE_SCHEMA = tipInputSchema.pick({ choice: true });
/** The chosen share, or the typed dollars in cents (NaN when they are no amount, which the schema refuses). */
var tipChoice = ({ share, customAmount }) => share === CUSTOM ? {
	kind: "amount",
	amountCents: parseTipDollars(customAmount) ?? NaN
} : {
	kind: "percent",
	percent: Number(share)
};
/** A confirmation holds only for the amount and kind of card it was asked for (a retyped card number keeps it). */
var sameTip = (a, b) => a.share === b.share && a.customAmount === b.customAmount && a.card === b.card;
function TipForm({ bookingId, proName, totalCents, tip, token }) {
	const { form, formError, setFormError, field, onSubmit, showServerError } = useSchemaForm(CHOICE_SCHEMA, {
		share: "20",
		customAmount: "",
		card: "booking",
		cardNumber: ""
	}, { toInput: (values) => ({ choice: tipChoice(values) }) });
	const [payingNewCard, setPayingNewCard] = (0, import_react.useState)(false);
	/** Through the link: the tip waiting for its second confirmation; any change of amount or card asks again. */
	const [confirming, setConfirming] = (0, import_react.useState)(null);
	const awaitingConfirmation = confirming && sameTip(confirming.values, form.values) ? confirming : null;
	const { thanks, clearThanks, onSaved } = useFeedbackMessage(bookingId);
	const refused = (error) => {
		showServerError(error);
		if (errorMessage(error) === "We could not find the card this booking was paid with, so no tip was charged. Please tip with another card.") form.setFieldValue("card", "new");
	};
	const byAccount = trpc.review.tip.useMutation({
		onSuccess: onSaved,
		onError: refused
	});
	const byLink = trpc.review.tipByLink.useMutation({
		onSuccess: onSaved,
		onError: refused
	});
	const send = token ? byLink : byAccount;
	const newCard = useNewCardTip({
		bookingId,
		token
	});
	const payWithNewCard = async (chosen, cardNumber, confirmedAmountCents) => {
		setPayingNewCard(true);
		try {
			onSaved(await newCard.pay(chosen, cardNumber, confirmedAmountCents));
		} catch (error) {
			refused(error);
		} finally {
			setPayingNewCard(false);
		}
	};
	/** Sends the tip: at once when signed in, through the link only once its amount is confirmed. */
	const sendTip = (values, confirmedAmountCents) => {
		const chosen = tipChoice(values);
		if (values.card === "new") payWithNewCard(chosen, values.cardNumber, confirmedAmountCents);
		else if (token) byLink.mutate({
			token,
			choice: chosen,
			confirmedAmountCents
		});
		else byAccount.mutate({
			bookingId,
			choice: chosen
		});
	};
	const maxCents = token ? linkTipMaxCents(totalCents) : TIPS.maxCents;
	if (tip) return thanks ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
		message: thanks,
		tone: "success"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "sm",
		children: [
			"You tipped ",
			proName,
			" ",
			formatUsd(tip.amountCents),
			". All of it goes to them. Thank you!"
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		"aria-labelledby": "tip-title",
		noValidate: true,
		onSubmit: onSubmit((values) => {
			clearThanks();
			const amountCents = tipCents(totalCents, tipChoice(values)) ?? 0;
			if (!token) return sendTip(values, amountCents);
			if (amountCents > maxCents) return setFormError(linkTipTooHigh(totalCents));
			setConfirming({
				values,
				amountCents
			});
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					id: "tip-title",
					fw: 600,
					size: "sm",
					children: ["Tip ", proName]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "dimmed",
					children: [
						"All of it goes to ",
						proName,
						"."
					]
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentedControl, {
					"aria-label": "Tip amount",
					fullWidth: true,
					value: form.values.share,
					onChange: (share) => form.setFieldValue("share", share),
					data: [...TIPS.percents.map((percent) => ({
						value: String(percent),
						label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: 0,
							align: "center",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [percent, "%"] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								size: "xs",
								children: formatUsd(tipForPercent(totalCents, percent))
							})]
						})
					})), {
						value: CUSTOM,
						label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: 0,
							align: "center",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Other" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								size: "xs",
								children: "amount"
							})]
						})
					}]
				}),
				form.values.share === CUSTOM && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
					label: "Tip amount in dollars",
					description: `From ${formatUsd(TIPS.minCents)} to ${formatUsd(maxCents)}`,
					inputMode: "decimal",
					leftSection: "$",
					...field("customAmount")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Group, {
					label: "Pay with",
					value: form.values.card,
					onChange: (card) => form.setFieldValue("card", card === "new" ? "new" : "booking"),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: "lg",
						mt: 4,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
							value: "booking",
							label: "Card used for the booking"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
							value: "new",
							label: "Another card"
						})]
					})
				}),
				form.values.card === "new" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardEntry, {
					provider: newCard.provider,
					onCardReady: newCard.onCardReady,
					cardNumber: field("cardNumber")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					message: formError ?? thanks,
					tone: formError ? "error" : "success"
				}),
				awaitingConfirmation ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkTipConfirmation, {
					amountCents: awaitingConfirmation.amountCents,
					totalCents,
					proName,
					card: awaitingConfirmation.values.card,
					sending: send.isPending || payingNewCard,
					onConfirm: () => sendTip(form.values, awaitingConfirmation.amountCents),
					onChange: () => setConfirming(null)
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					loading: send.isPending || payingNewCard,
					children: "Send tip"
				}) })
			]
		})
	});
}
export { useLinkedBooking as i, ReviewForm as n, useFeedbackMessage as r, TipForm as t };
