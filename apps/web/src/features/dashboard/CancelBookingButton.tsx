// The delete icon of the customer's and the administrator's booking tables: it asks first,
// says what the cancellation policy refunds, then cancels on the server.
import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { CANCELLATION_POLICY } from "@primp/core";
import { TrashIcon } from "../../components/icons";
import { TextLink } from "../../components/TextLink";
import { paths } from "../../navigation/paths";

interface CancelBookingButtonProps {
  serviceName: string;
  /** Who cancels: an administrator's cancellation always refunds in full. */
  asAdmin?: boolean;
  pending: boolean;
  onConfirm(): void;
}

export function CancelBookingButton({ serviceName, asAdmin = false, pending, onConfirm }: CancelBookingButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const { fullRefundHours, partialRefundHours, partialRefundRate } = CANCELLATION_POLICY;
  return (
    <>
      <Tooltip label="Cancel booking">
        <ActionIcon variant="subtle" color="red" aria-label={`Cancel ${serviceName} booking`} onClick={open}>
          <TrashIcon />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title="Cancel this booking?" centered>
        <Stack gap="sm">
          <Text>
            {asAdmin
              ? "The customer will be refunded in full and everyone concerned will be e-mailed."
              : `Cancelling ${fullRefundHours} hours or more before your appointment refunds everything; from ${partialRefundHours} hours before, ${partialRefundRate * 100}% is refunded; later than that, nothing.`}
          </Text>
          <Text size="sm" c="dimmed">
            See the <TextLink to={paths.termOfSale}>terms of sale</TextLink> for the full cancellation policy.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Keep booking
            </Button>
            <Button
              color="red"
              loading={pending}
              onClick={() => {
                onConfirm();
                close();
              }}
            >
              Cancel booking
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
