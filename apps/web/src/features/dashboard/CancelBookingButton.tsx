// The delete icon of the customer's and the administrator's booking tables: it asks first,
// says what the cancellation policy refunds, then cancels on the server.
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { CANCELLATION_POLICY } from "@primp/core";
import { TrashIcon } from "../../components/icons";
import { RowAction } from "../../components/RowAction";
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
      <RowAction icon={<TrashIcon />} label="Cancel" what={`${serviceName} booking`} color="red" onClick={open} />
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
              color="red.9"
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
