// The rating, review and tip forms answer a save the same way: the server's thanks under the
// form, and the booking (signed in, or through the /rate link) read again. A refusal is said
// by the form itself (useSchemaForm's showServerError).
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../trpc";
import { linkedBookingKey } from "./useLinkedBooking";

export function useFeedbackMessage(bookingId: string) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [thanks, setThanks] = useState<string | null>(null);
  const onSaved = (result: { message: string }) => {
    setThanks(result.message);
    void utils.account.bookingDetails.invalidate({ bookingId });
    void queryClient.invalidateQueries({ queryKey: linkedBookingKey() });
  };
  return { thanks, clearThanks: () => setThanks(null), onSaved };
}
