// The administrator's payout icon: it asks first and shows the amount, refuses before the
// appointment has started (the server refuses too), and holds or releases the automatic payout.
import { Button, Group, Modal, Stack, Switch, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { BOOKING_NOT_ACCEPTED_YET, formatInstantInZone, formatUsd, hasStarted, LIFECYCLE } from "@primp/core";
import { PayoutIcon } from "../../components/icons";
import { RowAction } from "../../components/RowAction";

interface PayOutButtonProps {
  serviceName: string;
  proName: string | null;
  payoutCents: number;
  appointmentAt: Date;
  /** The appointment's date and time in its own zone, as the tables show it. */
  appointmentLabel: string;
  doneAt: Date | null;
  /** The appointment's zone, in which "Marked done on" is written, named, as on the booking page. */
  timeZone: string;
  held: boolean;
  payPending: boolean;
  holdPending: boolean;
  onPay(): void;
  onHold(hold: boolean): void;
}

export function PayOutButton(props: PayOutButtonProps) {
  const { serviceName, proName, payoutCents, appointmentAt, appointmentLabel, doneAt, timeZone, held } = props;
  const [opened, { open, close }] = useDisclosure(false);
  const started = hasStarted(appointmentAt, new Date());
  const payable = started && proName !== null;
  const amount = formatUsd(payoutCents);
  return (
    <>
      <RowAction
        icon={<PayoutIcon />}
        label="Pay out"
        what={`${serviceName} booking`}
        tooltip={held ? "Payout on hold" : "Pay out"}
        color={held ? "orange" : "teal"}
        loading={props.payPending}
        onClick={open}
      />
      <Modal opened={opened} onClose={close} title={`Pay out ${amount}?`} centered>
        <Stack gap="sm">
          <Text>
            {proName
              ? `${amount} goes to ${proName}'s StripeConnect account for ${serviceName}.`
              : `${BOOKING_NOT_ACCEPTED_YET}.`}
          </Text>
          <Text size="sm" c="dimmed" hidden={!proName}>
            {doneAt
              ? `Marked done on ${formatInstantInZone(doneAt, timeZone)}; paid automatically ${LIFECYCLE.autoPayoutAfterDoneHours} hours after that unless held.`
              : "The pro has not marked this booking done yet."}
          </Text>
          {proName && !started && (
            <Text size="sm" c="red.9" role="alert">
              The appointment starts on {appointmentLabel}. It can be paid out only once it has begun.
            </Text>
          )}
          {proName && (
            <Switch
              label="Hold the automatic payout"
              checked={held}
              disabled={props.holdPending}
              onChange={(event) => props.onHold(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button
              color="teal"
              disabled={!payable}
              loading={props.payPending}
              onClick={() => {
                props.onPay();
                close();
              }}
            >
              Pay out {amount}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
