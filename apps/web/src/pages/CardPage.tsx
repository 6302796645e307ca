// /card?token=: the e-mailed link of a booking whose saved card's hold was declined. Whoever
// follows it (a guest included) gives another card; the server decides what the token allows,
// and a wrong, expired or no longer needed link is said in words.
import { Paper } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageFrame, QueryState } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { NewCardHold } from "../features/booking/NewCardHold";
import { trpc } from "../trpc";

export function CardPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const { client } = trpc.useUtils();
  // The token is a credential, so opening the hold is a POST (a mutation), cached here as a query.
  const opened = useQuery({
    queryKey: ["booking.newCardHold", token],
    queryFn: () => client.booking.newCardHold.mutate({ token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <PageFrame title="Give another card" size="sm">
      <PageMeta title="Give another card" />
      <QueryState
        isPending={opened.isPending && token !== ""}
        error={
          token === "" ? new Error("This link is not complete. Please open it from your e-mail again.") : opened.error
        }
      >
        {() =>
          opened.data ? (
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <NewCardHold token={token} opened={opened.data} />
            </Paper>
          ) : null
        }
      </QueryState>
    </PageFrame>
  );
}
