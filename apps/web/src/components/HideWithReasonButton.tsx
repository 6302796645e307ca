// An administrator hides something (a review, a message) with a reason that is kept with it.
// The caller owns the mutation: `hide` answers once it is hidden and throws a refused call.
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { type FormSchema, useSchemaForm } from "../forms/useSchemaForm";
import { FormMessage } from "./FormMessage";

export function HideWithReasonButton({
  noun,
  schema,
  reasonMaxLength,
  description,
  hide,
}: {
  /** "review", "message": in the button, the dialog's title and its buttons. */
  noun: string;
  /** The hide input's schema narrowed to its `reason` (`.pick({ reason: true })`). */
  schema: FormSchema;
  reasonMaxLength: number;
  /** Who sees the reason, under the field. */
  description: string;
  hide(reason: string): Promise<unknown>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const { formError, field, onSubmit, showServerError } = useSchemaForm(schema, { reason: "" });
  const submit = async (reason: string) => {
    setPending(true);
    try {
      await hide(reason);
      close();
    } catch (error) {
      showServerError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {/* A subtle button writes its colour in shade 6 whatever shade is asked (3.3:1 on white); the text is red 9 (5.5:1). */}
      <Button variant="subtle" color="red.9" c="red.9" size="compact-sm" onClick={open}>
        Hide {noun}
      </Button>
      <Modal opened={opened} onClose={close} title={`Hide this ${noun}?`} centered>
        <form noValidate onSubmit={onSubmit(({ reason }) => void submit(reason))}>
          <Stack gap="sm">
            <Textarea
              label="Why is it hidden?"
              description={description}
              required
              autosize
              minRows={2}
              maxLength={reasonMaxLength}
              {...field("reason")}
            />
            <FormMessage message={formError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep it shown
              </Button>
              <Button type="submit" color="red.9" loading={pending}>
                Hide {noun}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
