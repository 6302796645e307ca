// An administrator takes a review off the pro's profile; the review and the reason are kept.
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { hideReviewInputSchema, REVIEWS } from "@primp/core";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { trpc } from "../../trpc";

/** The dialog asks the reason; the button knows the review. */
const REASON_SCHEMA = hideReviewInputSchema.pick({ reason: true });

export function HideReviewButton({ reviewId, onHidden }: { reviewId: string; onHidden(): void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { formError, field, onSubmit, showServerError } = useSchemaForm(REASON_SCHEMA, { reason: "" });
  const hide = trpc.review.hide.useMutation({
    onSuccess: () => {
      close();
      onHidden();
    },
    onError: showServerError,
  });
  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={open}>
        Hide review
      </Button>
      <Modal opened={opened} onClose={close} title="Hide this review?" centered>
        <form noValidate onSubmit={onSubmit(({ reason }) => hide.mutate({ reviewId, reason }))}>
          <Stack gap="sm">
            <Textarea
              label="Why is it hidden?"
              description="Kept with the review for administrators; the customer and the pro do not see it."
              required
              autosize
              minRows={2}
              maxLength={REVIEWS.hideReasonMaxLength}
              {...field("reason")}
            />
            <FormMessage message={formError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep it shown
              </Button>
              <Button type="submit" color="red" loading={hide.isPending}>
                Hide review
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
