// The pro's payout account: the linked StripeConnect id, or the button that starts
// onboarding. Coming back from onboarding (/dashboard?accID=…) stores the id once.
import { Alert, Badge, Button, Code, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";

export function ConnectStatus({ stripeConnectId }: { stripeConnectId: string | null }) {
  const utils = trpc.useUtils();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedId = searchParams.get("accID");
  const save = trpc.pro.saveConnectAccount.useMutation({
    onSettled: () => {
      void utils.pro.me.invalidate();
      setSearchParams(
        (params) => {
          params.delete("accID");
          return params;
        },
        { replace: true },
      );
    },
  });
  const start = trpc.pro.startConnectOnboarding.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });

  const saved = useRef(false);
  useEffect(() => {
    if (!returnedId || saved.current) return;
    saved.current = true;
    save.mutate({ accountId: returnedId });
  }, [returnedId, save]);

  if (stripeConnectId) {
    return (
      <Group gap="sm">
        <Badge color="teal" variant="light">
          StripeConnect linked
        </Badge>
        <Code>{stripeConnectId}</Code>
      </Group>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">Set up StripeConnect so we can pay you for completed appointments.</Text>
      <Button onClick={() => start.mutate()} loading={start.isPending || save.isPending}>
        Set up payouts with StripeConnect
      </Button>
      {(start.error || save.error) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(start.error ?? save.error)}
        </Alert>
      )}
    </Stack>
  );
}
