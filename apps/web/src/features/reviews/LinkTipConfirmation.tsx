// The second step of a tip through the completion e-mail's link (/rate, no sign-in): the amount,
// who receives it and which card pays, in words, before anything is charged. The server sends
// the tip only with the amount confirmed here, and never more than the booking's price.
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { formatUsd, linkTipMaxCents } from "@primp/core";

interface LinkTipConfirmationProps {
  amountCents: number;
  totalCents: number;
  proName: string;
  card: "booking" | "new";
  sending: boolean;
  onConfirm(): void;
  onChange(): void;
}

export function LinkTipConfirmation(props: LinkTipConfirmationProps) {
  const { amountCents, totalCents, proName, card, sending } = props;
  const amount = formatUsd(amountCents);
  const paidWith = card === "booking" ? "the card used for the booking" : "the card you entered";
  return (
    <Alert color="plum" variant="light" title="Please confirm your tip" role="region" aria-label="Confirm your tip">
      <Stack gap="sm">
        <Text size="sm">
          You are about to tip {proName} {amount}, charged to {paidWith}. Through this link a tip can be up to{" "}
          {formatUsd(linkTipMaxCents(totalCents))}, the price of the booking.
        </Text>
        <Group>
          <Button onClick={props.onConfirm} loading={sending}>
            Confirm tip of {amount}
          </Button>
          <Button variant="default" onClick={props.onChange} disabled={sending}>
            Change
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
