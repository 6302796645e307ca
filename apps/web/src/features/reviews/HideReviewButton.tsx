// An administrator takes a review off the pro's profile; the review and the reason are kept.
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { REVIEWS } from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { describeError } from "../../forms/server-errors";
import { trpc } from "../../trpc";

export function HideReviewButton({ reviewId, onHidden }: { reviewId: string; onHidden(): void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const hide = trpc.review.hide.useMutation({
    onSuccess: () => {
      close();
      onHidden();
    },
    onError: (cause) => {
      const described = describeError(cause);
      setError(described.fieldErrors.reason ?? described.message);
    },
  });
  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={open}>
        Hide review
      </Button>
      <Modal opened={opened} onClose={close} title="Hide this review?" centered>
        <Stack gap="sm">
          <Textarea
            label="Why is it hidden?"
            description="Kept with the review for administrators; the customer and the pro do not see it."
            required
            autosize
            minRows={2}
            maxLength={REVIEWS.hideReasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <FormMessage message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it shown
            </Button>
            <Button color="red" loading={hide.isPending} onClick={() => hide.mutate({ reviewId, reason })}>
              Hide review
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
