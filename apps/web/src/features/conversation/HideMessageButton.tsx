// Support hides a message: the parties then see that it was hidden, administrators its text and reason.
import { CONVERSATION, hideMessageInputSchema } from "@primp/core";
import { HideWithReasonButton } from "../../components/HideWithReasonButton";
import { trpc } from "../../trpc";

/** The dialog asks the reason; the button knows the rest. */
const REASON_SCHEMA = hideMessageInputSchema.pick({ reason: true });

export function HideMessageButton({ messageId }: { messageId: string }) {
  const utils = trpc.useUtils();
  const hide = trpc.conversation.hide.useMutation({ onSuccess: () => utils.conversation.thread.invalidate() });
  return (
    <HideWithReasonButton
      noun="message"
      schema={REASON_SCHEMA}
      reasonMaxLength={CONVERSATION.hideReasonMaxLength}
      description="Kept with the message for administrators; the customer and the pro see only that it was hidden."
      hide={(reason) => hide.mutateAsync({ messageId, reason })}
    />
  );
}
