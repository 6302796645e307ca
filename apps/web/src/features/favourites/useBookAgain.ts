// "Book again": writes a past booking's service, answers and place as the booking form's
// session draft (booking-draft.ts, the same format the form keeps), then opens the form on it.
import { BOOK_NOW_PRO_PARAM } from "@primp/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { describeError } from "../../forms/server-errors";
import { paths } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { bookingDraft } from "../booking/booking-draft";

export function useBookAgain() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bookAgain = async (bookingId: string) => {
    setPendingId(bookingId);
    setError(null);
    try {
      const again = await utils.account.bookAgain.fetch({ bookingId });
      const { address1, address2, zip } = again.address;
      bookingDraft.save({
        form: { schedule: again.schedule, answers: again.answers },
        address: { address1, address2, zip },
        origin: null,
        requestedProId: again.requestedProId,
      });
      const query = again.requestedProId
        ? `?${new URLSearchParams({ [BOOK_NOW_PRO_PARAM]: again.requestedProId })}`
        : "";
      navigate(`${paths.bookNow}/${again.serviceType}${query}`);
    } catch (cause) {
      setError(describeError(cause).message);
    } finally {
      setPendingId(null);
    }
  };
  return { bookAgain, pendingId, error };
}
