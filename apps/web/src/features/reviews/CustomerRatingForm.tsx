// The pro's private rating of the customer of a completed booking: only administrators see it.
import { Button, Group, Stack, Text } from "@mantine/core";
import { customerRatingInputSchema } from "@primp/core";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { type RouterOutputs, trpc } from "../../trpc";
import { StarInput } from "./StarRating";
import { useFeedbackMessage } from "./useFeedbackMessage";

type CustomerRating = RouterOutputs["account"]["bookingDetails"]["customerRating"];

/** The form asks the stars; the page knows the booking. */
const RATING_SCHEMA = customerRatingInputSchema.pick({ rating: true });

export function CustomerRatingForm({
  bookingId,
  customerName,
  customerRating,
}: {
  bookingId: string;
  customerName: string;
  customerRating: CustomerRating;
}) {
  const { form, formError, field, onSubmit, showServerError } = useSchemaForm(RATING_SCHEMA, {
    rating: customerRating?.rating ?? 0,
  });
  const { thanks, clearThanks, onSaved } = useFeedbackMessage(bookingId);
  const save = trpc.review.rateCustomer.useMutation({ onSuccess: onSaved, onError: showServerError });
  const closed = customerRating !== null && customerRating.editableUntil.getTime() < Date.now();
  const stars = field("rating");
  return (
    <form
      noValidate
      onSubmit={onSubmit(({ rating }) => {
        clearThanks();
        save.mutate({ bookingId, rating });
      })}
    >
      <Stack gap="sm">
        <StarInput
          name="customer-rating"
          label={`How was working with ${customerName}?`}
          {...stars}
          onChange={(value) => !closed && stars.onChange(value)}
        />
        <Text size="xs" c="dimmed">
          Private: only Primp administrators see this rating, never the customer.
        </Text>
        <FormMessage message={formError ?? thanks} tone={formError ? "error" : "success"} />
        {!closed && (
          <Group>
            <Button type="submit" loading={save.isPending} disabled={form.values.rating < 1}>
              {customerRating ? "Update rating" : "Save rating"}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
