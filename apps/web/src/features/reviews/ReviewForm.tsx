// The customer's review of their pro on a completed booking: stars, an optional comment, and
// consent to show the result photo among the pro's looks (off unless ticked). Editable until
// the server's window closes; the server decides.
import { Button, Checkbox, Stack, Text, Textarea } from "@mantine/core";
import { REVIEWS } from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { formatInstant } from "../../components/format";
import { type RouterOutputs, trpc } from "../../trpc";
import { StarInput } from "./StarRating";
import { useFeedbackMessage } from "./useFeedbackMessage";

type Review = RouterOutputs["account"]["bookingDetails"]["review"];

interface ReviewFormProps {
  bookingId: string;
  proName: string;
  review: Review;
  hasPhoto: boolean;
  /** The completion e-mail's link token (/rate): rates through it instead of the signed-in account. */
  token?: string | undefined;
}

export function ReviewForm({ bookingId, proName, review, hasPhoto, token }: ReviewFormProps) {
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? "");
  const [lookConsent, setLookConsent] = useState(review?.lookConsent ?? false);
  const { message, setMessage, handlers } = useFeedbackMessage(bookingId);
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
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        if (rating < 1) return setMessage({ text: "Please choose between 1 and 5 stars.", tone: "error" });
        if (token) byLink.mutate({ token, rating, comment, lookConsent });
        else byAccount.mutate({ bookingId, rating, comment, lookConsent });
      }}
    >
      <Stack gap="sm">
        <StarInput name="review-rating" label={`How was ${proName}?`} value={rating} onChange={setRating} />
        <Textarea
          label="Your review (optional)"
          description={`${comment.length.toLocaleString("en-US")} / ${REVIEWS.commentMaxLength.toLocaleString("en-US")} characters`}
          autosize
          minRows={3}
          maxLength={REVIEWS.commentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Checkbox
          label={`Show the photo of my finished look on ${proName}'s profile`}
          description={
            hasPhoto
              ? "Others will see the photo with the service's name, never your name."
              : "Your professional has not added a photo yet; if they do, it will be shown."
          }
          checked={lookConsent}
          onChange={(event) => setLookConsent(event.currentTarget.checked)}
        />
        <FormMessage message={message?.text ?? null} tone={message?.tone} />
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
