import { En as useSearchParams, Jt as Paper, d as FormMessage, f as PageMeta } from "../entry-server.js";
import { i as trpc, s as useQuery } from "./trpc-DkUDrKyX.js";
import { n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { c as formatUsd } from "./format-DKKLJChm.js";
import { d as testCardFormSchema, u as stripeCardFormSchema } from "./schemas-sxsS2w5F.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { n as CardEntry, t as CARDS_UNAVAILABLE } from "./CardEntry-DSqZsXPV.js";
// src/features/booking/NewCardHold.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function NewCardHold({ token, opened }) {
	const useStripe = opened.paymentProvider === "stripe";
	const { formError, setFormError, field, onSubmit, showServerError } = useSchemaForm(useStripe ? stripeCardFormSchema : testCardFormSchema, { cardNumber: "" });
	const [holding, setHolding] = (0, import_react.useState)(false);
	const [held, setHeld] = (0, import_react.useState)(false);
	const confirmCard = (0, import_react.useRef)(null);
	const onCardReady = (0, import_react.useCallback)((confirm) => {
		confirmCard.current = confirm;
	}, []);
	const confirmHold = trpc.booking.confirmNewCardHold.useMutation();
	const hold = async ({ cardNumber }) => {
		if (useStripe && true) return setFormError(CARDS_UNAVAILABLE);
		setHolding(true);
		try {
			if (useStripe && confirmCard.current) {
				const card = await confirmCard.current(opened.clientSecret, {}, "hold");
				if (!card.ok) return setFormError(`${card.message} Please check your card details or use another card.`);
			}
			await confirmHold.mutateAsync({
				token,
				bookingId: opened.bookingId,
				clientSecret: opened.clientSecret,
				cardNumber: useStripe ? void 0 : cardNumber
			});
			setHeld(true);
		} catch (error) {
			showServerError(error);
		} finally {
			setHolding(false);
		}
	};
	if (held) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
		tone: "success",
		message: `Thank you: ${formatUsd(opened.totalCents)} is held on your card. You are charged only once your appointment is done.`
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: onSubmit((values) => void hold(values)),
		noValidate: true,
		"aria-label": "Give another card",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"The hold on the card you saved for your ",
					opened.serviceName,
					" was declined. Your booking is kept: give another card and we hold ",
					formatUsd(opened.totalCents),
					" on it."
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardEntry, {
					provider: opened.paymentProvider,
					onCardReady,
					cardNumber: field("cardNumber")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "submit",
					size: "lg",
					loading: holding,
					fullWidth: true,
					children: ["Hold ", formatUsd(opened.totalCents)]
				})
			]
		})
	});
}
// src/pages/CardPage.tsx
function CardPage() {
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token") ?? "";
	const { client } = trpc.useUtils();
	const opened = useQuery({
		queryKey: ["booking.newCardHold", token],
		queryFn: () => client.booking.newCardHold.mutate({ token }),
		enabled: token !== "",
		retry: false,
		staleTime: Number.POSITIVE_INFINITY
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title: "Give another card",
		size: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Give another card" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			isPending: opened.isPending && token !== "",
			error: token === "" ? /* @__PURE__ */ new Error("This link is not complete. Please open it from your e-mail again.") : opened.error,
			children: () => opened.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				withBorder: true,
				p: {
					base: "md",
					sm: "lg"
				},
				radius: "md",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewCardHold, {
					token,
					opened: opened.data
				})
			}) : null
		})]
	});
}
export { CardPage };
