// An administrator takes a review off the pro's profile; the review and the reason are kept.
import { hideReviewInputSchema, REVIEWS } from "@primp/core";
import { HideWithReasonButton } from "../../components/HideWithReasonButton";
import { trpc } from "../../trpc";

/** The dialog asks the reason; the button knows the rest. */
const REASON_SCHEMA = hideReviewInputSchema.pick({ reason: true });

export function HideReviewButton({ reviewId, onHidden }: { reviewId: string; onHidden(): void }) {
  const hide = trpc.review.hide.useMutation({ onSuccess: onHidden });
  return (
    <HideWithReasonButton
      noun="review"
      schema={REASON_SCHEMA}
      reasonMaxLength={REVIEWS.hideReasonMaxLength}
      description="Kept with the review for administrators; the customer and the pro do not see it."
      hide={(reason) => hide.mutateAsync({ reviewId, reason })}
    />
  );
}
