// The answer to the last action taken (a reminder sent, a payout made, a refusal with its
// reason), or a message left by the page before: shown until the next action or dismissal.
import { Alert } from "@mantine/core";
import { useCallback, useState } from "react";
import { errorMessage } from "../forms/server-errors";

export interface NoticeState {
  message: string;
  tone: "success" | "error";
}

export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const success = useCallback((message: string) => setNotice({ message, tone: "success" }), []);
  const failure = useCallback((error: unknown) => setNotice({ message: errorMessage(error), tone: "error" }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, failure, clear };
}

export function Notice({ notice, onClose }: { notice: NoticeState | null; onClose(): void }) {
  if (!notice) return null;
  return (
    <Alert
      role={notice.tone === "error" ? "alert" : "status"}
      color={notice.tone === "error" ? "red" : "teal"}
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={onClose}
      mb="md"
    >
      {notice.message}
    </Alert>
  );
}
