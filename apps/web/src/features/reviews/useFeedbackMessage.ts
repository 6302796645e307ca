// The review and tip forms answer the same way: the server's sentence under the form, and the
// booking (signed in, or through the /rate link) read again once something was saved.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeError } from "../../forms/server-errors";
import { trpc } from "../../trpc";
import { linkedBookingKey } from "./useLinkedBooking";

export type FeedbackMessage = { text: string; tone: "error" | "success" } | null;

/** `onRefused` sees the refusal's sentence before it is shown (the tip form switches cards on one). */
export function useFeedbackMessage(bookingId: string, onRefused?: (text: string) => void) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<FeedbackMessage>(null);
  const handlers = {
    onSuccess: (result: { message: string }) => {
      setMessage({ text: result.message, tone: "success" });
      void utils.account.bookingDetails.invalidate({ bookingId });
      void queryClient.invalidateQueries({ queryKey: linkedBookingKey() });
    },
    onError: (error: Parameters<typeof describeError>[0]) => {
      const described = describeError(error);
      const text = described.message ?? Object.values(described.fieldErrors)[0] ?? "";
      onRefused?.(text);
      setMessage({ text, tone: "error" });
    },
  };
  return { message, setMessage, handlers };
}
