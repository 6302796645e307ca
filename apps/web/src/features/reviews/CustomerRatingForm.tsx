// The pro's private rating of the customer of a completed booking: only administrators see it.
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { describeError } from "../../forms/server-errors";
import { type RouterOutputs, trpc } from "../../trpc";
import { StarInput } from "./StarRating";

type CustomerRating = RouterOutputs["account"]["bookingDetails"]["customerRating"];

export function CustomerRatingForm({
  bookingId,
  customerName,
  customerRating,
}: {
  bookingId: string;
  customerName: string;
  customerRating: CustomerRating;
}) {
  const utils = trpc.useUtils();
  const [rating, setRating] = useState(customerRating?.rating ?? 0);
  const [message, setMessage] = useState<{ text: string; tone: "error" | "success" } | null>(null);
  const save = trpc.review.rateCustomer.useMutation({
    onSuccess: (result) => {
      setMessage({ text: result.message, tone: "success" });
      void utils.account.bookingDetails.invalidate({ bookingId });
    },
    onError: (error) => setMessage({ text: describeError(error).message ?? error.message, tone: "error" }),
  });
  const closed = customerRating !== null && customerRating.editableUntil.getTime() < Date.now();
  return (
    <Stack gap="sm">
      <StarInput
        name="customer-rating"
        label={`How was working with ${customerName}?`}
        value={rating}
        onChange={(value) => !closed && setRating(value)}
      />
      <Text size="xs" c="dimmed">
        Private: only Primp administrators see this rating, never the customer.
      </Text>
      <FormMessage message={message?.text ?? null} tone={message?.tone} />
      {!closed && (
        <Group>
          <Button loading={save.isPending} disabled={rating < 1} onClick={() => save.mutate({ bookingId, rating })}>
            {customerRating ? "Update rating" : "Save rating"}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
