// The /rate page's booking, read through the completion e-mail's link. The token is a
// credential, so review.linkedBooking is a POST (a tRPC mutation, never a URL a log keeps),
// which React Query still caches and refreshes as a query under this key.
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";

/** Every linked booking's key without a token; one link's with it. */
export const linkedBookingKey = (token?: string) =>
  token === undefined ? ["review.linkedBooking"] : ["review.linkedBooking", token];

export function useLinkedBooking(token: string) {
  const { client } = trpc.useUtils();
  return useQuery({
    queryKey: linkedBookingKey(token),
    queryFn: () => client.review.linkedBooking.mutate({ token }),
    enabled: token !== "",
    retry: false,
  });
}
