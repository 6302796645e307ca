import { i as hideReviewInputSchema, t as REVIEWS } from "./reviews-D30sJZXK.js";
import { t as HideWithReasonButton } from "./HideWithReasonButton-5jVo1dRY.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
// src/features/reviews/HideReviewButton.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The dialog asks the reason; the button knows the rest. */
var REASON_SCHEMA = hideReviewInputSchema.pick({ reason: true });
function HideReviewButton({ reviewId, onHidden }) {
	const hide = trpc.review.hide.useMutation({ onSuccess: onHidden });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HideWithReasonButton, {
		noun: "review",
		schema: REASON_SCHEMA,
		reasonMaxLength: REVIEWS.hideReasonMaxLength,
		description: "Kept with the review for administrators; the customer and the pro do not see it.",
		hide: (reason) => hide.mutateAsync({
			reviewId,
			reason
		})
	});
}
export { HideReviewButton as t };
