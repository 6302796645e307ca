// /bookings/<id>/confirmed: a paid booking's confirmation, where the payment step leaves the
// customer. A reload or a later visit asks the server again (booking.confirmation): by the
// session for a signed-in customer, by the card step's secret kept in this tab for a guest.
// Anyone else is sent to sign in, and a signed-in stranger is told there is no such booking.
import { Container, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { RedirectToLogin } from "../auth/RequireSession";
import { useSession } from "../auth/useSession";
import { LoadingScreen } from "../components/LoadingScreen";
import { QueryState } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { BookingConfirmation } from "../features/booking/BookingConfirmation";
import { confirmationSecret } from "../features/booking/confirmation-secret";
import type { BookingConfirmationData } from "../features/booking/PaymentStep";
import { trpc } from "../trpc";

/** The confirmation the payment step handed over in router state, if it is this booking's. */
function handedOver(state: unknown, bookingId: string): BookingConfirmationData | null {
  const confirmation = (state as { confirmation?: BookingConfirmationData } | null)?.confirmation;
  return confirmation?.bookingId === bookingId ? confirmation : null;
}

export function BookingConfirmedPage() {
  const { bookingId = "" } = useParams();
  const location = useLocation();
  const session = useSession();
  const clientSecret = confirmationSecret.read(bookingId);
  const mayAsk = Boolean(session.user || clientSecret);
  const confirmation = trpc.booking.confirmation.useMutation();
  const { mutate } = confirmation;
  // Read afresh on every visit: a pro may have accepted since the payment.
  useEffect(() => {
    if (mayAsk) mutate({ bookingId, clientSecret });
  }, [mayAsk, mutate, bookingId, clientSecret]);

  if (session.isLoading) return <LoadingScreen />;
  if (!mayAsk) return <RedirectToLogin />;
  const shown = confirmation.data ?? handedOver(location.state, bookingId);
  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <PageMeta title="Your booking" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Your booking</Title>
          {session.user && (
            <Text c="dimmed" size="lg">
              Keep this page: its address shows your booking again whenever you are signed in.
            </Text>
          )}
        </Stack>
        <QueryState isPending={!shown} error={shown ? null : confirmation.error}>
          {() => shown && <BookingConfirmation confirmation={shown} />}
        </QueryState>
      </Stack>
    </Container>
  );
}
