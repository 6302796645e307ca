// The confirmation of a paid booking (spec part 1, "Confirmation"), on its own address: which
// service and style, date, time, place, total and booking number, thanks, and what happens
// next: the pro who confirmed it when one did (at once, by instant booking, or since), otherwise
// that one will.
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { bookingNumber, totalWithPayment } from "@primp/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../auth/useSession";
import { downloadCalendarFile } from "../../components/calendar-download";
import { paths } from "../../navigation/paths";
import type { BookingConfirmationData } from "./PaymentStep";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="plum.7" style={{ letterSpacing: "0.08em" }}>
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

export function BookingConfirmation({ confirmation }: { confirmation: BookingConfirmationData }) {
  const { user } = useSession();
  const { place } = confirmation;
  return (
    <Paper p={{ base: "lg", sm: 40 }} shadow="xs" withBorder role="status" aria-labelledby="confirmation-title">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="teal" aria-hidden>
            ✓
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} id="confirmation-title" fz={{ base: "xl", sm: 28 }}>
              Thank you, {confirmation.firstName}! Your booking is {confirmation.paid ? "confirmed" : "received"}.
            </Title>
            <Text c="dimmed">
              {confirmation.paid
                ? `We have e-mailed your receipt to ${confirmation.email}.`
                : "Your payment is still being processed; we will e-mail your receipt as soon as it clears."}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Fact label="Service">{confirmation.serviceName}</Fact>
          {confirmation.style && <Fact label="Style">{confirmation.style}</Fact>}
          <Fact label="Date">{confirmation.date}</Fact>
          <Fact label="Time">
            {confirmation.time} ({confirmation.timeZone} time)
          </Fact>
          <Fact label="Place">
            {[place.address1, place.address2].filter(Boolean).join(", ")}
            <br />
            {place.city}, {place.state} {place.zip}
          </Fact>
          <Fact label="Booking number">{bookingNumber(confirmation.bookingId)}</Fact>
          <Fact label="Total">
            <span data-testid="confirmation-total">
              {totalWithPayment(confirmation.totalCents, confirmation.paymentState)}
            </span>
          </Fact>
        </SimpleGrid>
        {confirmation.confirmedWith ? (
          <Text fw={600} data-testid="confirmed-with">
            Confirmed with {confirmation.confirmedWith}, your beauty professional. Thank you for booking with us.
          </Text>
        ) : (
          <Text fw={600}>
            Thank you for booking with us. We will contact you soon with the name of your beauty professional.
          </Text>
        )}
        <Group gap="sm">
          {confirmation.calendar && (
            <Button onClick={() => confirmation.calendar && downloadCalendarFile(confirmation.calendar)}>
              Add to calendar
            </Button>
          )}
          {user && (
            <Button component={Link} to={paths.dashboard} variant="light">
              Go to your dashboard
            </Button>
          )}
          <Button component={Link} to={paths.bookNow} state={{ homeInfo: null }} variant="subtle">
            Book another service
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
