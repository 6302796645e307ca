// A quiet card with one switch per notification the person's role is offered. Shown only when
// push is on (the server has VAPID keys), the browser can receive it and the person has not
// blocked notifications; the browser asks for permission only when a switch is turned on.
import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { PUSH_TOPIC_LABELS, type PushTopic } from "@primp/core";
import { useEffect, useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { errorMessage } from "../../forms/server-errors";
import { trpc } from "../../trpc";
import { browserPushSupport, currentSubscription, subscribeBrowser } from "./browser-push";

const BLOCKED = "Notifications are blocked for this site in your browser's settings.";

export function PushOptIn() {
  const settings = trpc.push.settings.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const [support, setSupport] = useState(browserPushSupport);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const mine = trpc.push.subscription.useQuery({ endpoint: endpoint ?? "" }, { enabled: endpoint !== null });
  const onSaved = () => void utils.push.subscription.invalidate();
  const subscribe = trpc.push.subscribe.useMutation({ onSuccess: onSaved });
  const setOptIns = trpc.push.setOptIns.useMutation({ onSuccess: onSaved });
  const unsubscribe = trpc.push.unsubscribe.useMutation({ onSuccess: onSaved });

  const publicKey = settings.data?.publicKey ?? null;
  useEffect(() => {
    if (!publicKey || support !== "available") return;
    void currentSubscription().then((subscription) => setEndpoint(subscription?.endpoint ?? null));
  }, [publicKey, support]);

  const topics = settings.data?.topics ?? [];
  if (!publicKey || topics.length === 0 || support !== "available") return null;

  const on = new Set<PushTopic>(endpoint ? (mine.data?.topics ?? []) : []);
  const busy = subscribe.isPending || setOptIns.isPending || unsubscribe.isPending;
  const failed = subscribe.error ?? setOptIns.error ?? unsubscribe.error;

  async function toggle(topic: PushTopic, checked: boolean) {
    setRefusal(null);
    const next = topics.filter((each) => (each === topic ? checked : on.has(each)));
    if (endpoint && mine.data) {
      if (next.length === 0) await unsubscribe.mutateAsync({ endpoint });
      else await setOptIns.mutateAsync({ endpoint, topics: next });
      return;
    }
    if (!checked || !publicKey) return;
    const subscription = await subscribeBrowser(publicKey).catch(() => null);
    if (!subscription?.endpoint || !subscription.keys) {
      setSupport(browserPushSupport());
      setRefusal(BLOCKED);
      return;
    }
    const keys = { p256dh: subscription.keys.p256dh ?? "", auth: subscription.keys.auth ?? "" };
    await subscribe.mutateAsync({ endpoint: subscription.endpoint, keys, topics: next });
    setEndpoint(subscription.endpoint);
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            Notifications on this device
          </Title>
          <Text size="sm" c="dimmed">
            Get a notification when…
          </Text>
        </div>
        {topics.map((topic) => (
          <Switch
            key={topic}
            label={PUSH_TOPIC_LABELS[topic]}
            checked={on.has(topic)}
            disabled={busy || (endpoint !== null && mine.isPending)}
            onChange={(event) => void toggle(topic, event.currentTarget.checked).catch(() => {})}
          />
        ))}
        <FormMessage message={refusal ?? (failed ? errorMessage(failed) : null)} />
      </Stack>
    </Paper>
  );
}
