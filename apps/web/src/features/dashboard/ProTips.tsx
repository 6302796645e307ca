// The pro dashboard's tips: the total customers tipped and the latest tips, each with its
// booking and whether it has reached the pro's StripeConnect account yet.
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { formatUsd } from "@primp/core";
import { Link } from "react-router";
import { formatCalendarDate } from "../../components/format";
import { paths } from "../../navigation/paths";
import { trpc } from "../../trpc";

export function ProTips() {
  const tips = trpc.pro.tips.useQuery();
  if (!tips.data) return null;
  const { count, totalCents, latest } = tips.data;
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        No tips yet. Customers can tip you from a completed booking; all of it is yours.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text>
        <Text span fw={700} fz="xl">
          {formatUsd(totalCents)}
        </Text>{" "}
        from {count} {count === 1 ? "tip" : "tips"}, all of it yours.
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {latest.map((tip) => (
          <Group key={tip.bookingId} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Anchor component={Link} to={`${paths.bookingDetails}?id=${tip.bookingId}`} size="sm" fw={600}>
                {tip.serviceName} · {tip.customerFirstName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatCalendarDate(tip.localDate)}
                {tip.sentToPro ? " · sent to StripeConnect" : " · sent once StripeConnect is linked"}
              </Text>
            </div>
            <Text fw={700}>{formatUsd(tip.amountCents)}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
