// The customer's review of their pro on a completed booking: stars, an optional comment, and
// consent to show the result photo among the pro's looks (off unless ticked). Editable until
// the server's window closes; the server decides.
import { Button, Checkbox, Stack, Text, Textarea } from "@mantine/core";
import { formatCount, REVIEWS, reviewInputSchema } from "@primp/core";
import { FormMessage } from "../../components/FormMessage";
import { formatInstant } from "../../components/format";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { type RouterOutputs, trpc } from "../../trpc";
import { StarInput } from "./StarRating";
import { useFeedbackMessage } from "./useFeedbackMessage";

type Review = RouterOutputs["account"]["bookingDetails"]["review"];

/** The form asks what the customer writes; the page knows the booking (or the link's token). */
const REVIEW_SCHEMA = reviewInputSchema.pick({ rating: true, comment: true, lookConsent: true });

interface ReviewFormProps {
  bookingId: string;
  proName: string;
  review: Review;
  hasPhoto: boolean;
  /** The completion e-mail's link token (/rate): rates through it instead of the signed-in account. */
  token?: string | undefined;
}

export function ReviewForm({ bookingId, proName, review, hasPhoto, token }: ReviewFormProps) {
  const { form, formError, field, onSubmit, showServerError } = useSchemaForm(REVIEW_SCHEMA, {
    rating: review?.rating ?? 0,
    comment: review?.comment ?? "",
    lookConsent: review?.lookConsent ?? false,
  });
  const { thanks, clearThanks, onSaved } = useFeedbackMessage(bookingId);
  const handlers = { onSuccess: onSaved, onError: showServerError };
  const byAccount = trpc.review.rateBooking.useMutation(handlers);
  const byLink = trpc.review.rateByLink.useMutation(handlers);
  const save = token ? byLink : byAccount;
  const closed = review !== null && review.editableUntil.getTime() < Date.now();

  if (closed && review) {
    return (
      <Text size="sm" c="dimmed">
        You rated {proName} {review.rating} out of 5. Reviews can be changed for {REVIEWS.editableDays} days, so this
        one is final.
      </Text>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit((values) => {
        clearThanks();
        if (token) byLink.mutate({ token, ...values });
        else byAccount.mutate({ bookingId, ...values });
      })}
    >
      <Stack gap="sm">
        <StarInput name="review-rating" label={`How was ${proName}?`} {...field("rating")} />
        <Textarea
          label="Your review (optional)"
          description={`${formatCount(form.values.comment.length)} / ${formatCount(REVIEWS.commentMaxLength)} characters`}
          autosize
          minRows={3}
          maxLength={REVIEWS.commentMaxLength}
          {...field("comment")}
        />
        <Checkbox
          label={`Show the photo of my finished look on ${proName}'s profile`}
          description={
            hasPhoto
              ? "Others will see the photo with the service's name, never your name."
              : "Your professional has not added a photo yet; if they do, it will be shown."
          }
          {...field("lookConsent", { type: "checkbox" })}
        />
        <FormMessage message={formError ?? thanks} tone={formError ? "error" : "success"} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {review ? "Update review" : "Submit review"}
          </Button>
        </div>
        {review && (
          <Text size="xs" c="dimmed">
            You can change this review until {formatInstant(review.editableUntil).replace(/\.$/, "")}.
          </Text>
        )}
      </Stack>
    </form>
  );
}
