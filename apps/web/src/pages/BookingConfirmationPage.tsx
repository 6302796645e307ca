// /booking-confirmation?id=: a pro of the booking's state reviews it and answers Yes or No.
// The server decides the winner when several pros answer Yes at once.
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { BOOKING_ACCEPTED, formatUsd } from "@primp/core";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../auth/useSession";
import { AnswersList, Fact, FactGrid } from "../components/BookingFacts";
import { formatAppointment, formatInstant } from "../components/format";
import { PageFrame, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { Conversation } from "../features/conversation/Conversation";
import { ProBookingActions } from "../features/dashboard/ProBookingActions";
import { errorMessage } from "../forms/server-errors";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

function Banner({ tone, children }: { tone: "success" | "info" | "error"; children: ReactNode }) {
  const color = tone === "success" ? "teal" : tone === "error" ? "red" : "plum";
  return (
    <Alert color={color} variant="light" role={tone === "error" ? "alert" : "status"}>
      {children}
    </Alert>
  );
}

function ProConfirmation({ bookingId }: { bookingId: string }) {
  const utils = trpc.useUtils();
  const query = trpc.pro.bookingForConfirmation.useQuery({ bookingId }, { enabled: bookingId !== "" });
  const [declinedMessage, setDeclinedMessage] = useState<string | null>(null);
  const refresh = () => {
    void utils.pro.bookingForConfirmation.invalidate({ bookingId });
    void utils.pro.confirmedBookings.invalidate();
    void utils.pro.pendingBookings.invalidate();
  };
  const accept = trpc.pro.acceptBooking.useMutation({ onSettled: refresh });
  const decline = trpc.pro.declineBooking.useMutation({ onSuccess: (result) => setDeclinedMessage(result.message) });

  return (
    <QueryState
      isPending={query.isPending && bookingId !== ""}
      error={bookingId === "" ? new Error("We could not find this booking.") : query.error}
    >
      {() => {
        const view = query.data;
        if (!view) return null;
        const booking = view.booking;
        const when = booking ? formatAppointment(booking) : null;
        return (
          <Stack gap="lg">
            {/* Once the booking is no longer open, the view's own banner says why (taken or cancelled). */}
            {accept.error && view.state === "open" && <Banner tone="error">{errorMessage(accept.error)}</Banner>}
            {declinedMessage && <Banner tone="info">{declinedMessage}</Banner>}
            {view.message && <Banner tone="info">{view.message}</Banner>}
            {view.requestedOfYou && !declinedMessage && (
              <Banner tone="success">
                The customer asked for you: this booking is offered to you alone for now. If you cannot take it, say No
                and it goes to the other professionals of your state at once.
              </Banner>
            )}
            {view.state === "acceptedByYou" && (
              <Banner tone="success">
                {BOOKING_ACCEPTED}. It is on your dashboard under Confirmed Appointment.{" "}
                <Anchor component={Link} to={`${paths.bookingDetails}?id=${bookingId}`} fw={600}>
                  See the customer's details
                </Anchor>
              </Banner>
            )}
            {view.yours && (
              <ProBookingActions
                bookingId={bookingId}
                confirmNewTimeBy={view.yours.confirmNewTimeBy}
                doneAt={view.yours.doneAt}
                dayOf={view.yours.dayOf}
                timeZone={view.yours.timeZone}
                onChanged={refresh}
              />
            )}
            {booking && when && (
              <>
                <FactGrid>
                  <Fact label="Service">{booking.serviceName}</Fact>
                  {booking.style && <Fact label="Style">{booking.style}</Fact>}
                  <Fact label="Customer">{booking.customerFirstName}</Fact>
                  <Fact label="Date">{when.date}</Fact>
                  <Fact label="Time">{when.time}</Fact>
                  <Fact label="Location">
                    {booking.aptCity}, {booking.aptState} {booking.aptZip}
                  </Fact>
                  <Fact label="Your payout">{formatUsd(booking.payoutCents)}</Fact>
                  <Fact label="Posted">{formatInstant(booking.postedAt)}</Fact>
                </FactGrid>
                <AnswersList answers={booking.answers} />
              </>
            )}
            {view.state === "open" && !declinedMessage && (
              <Stack gap="sm">
                <Text fw={600}>Would you like to accept this booking?</Text>
                {view.appointmentPassed ? (
                  <Text c="dimmed">This appointment time has already passed.</Text>
                ) : (
                  <Group>
                    <Button onClick={() => accept.mutate({ bookingId })} loading={accept.isPending}>
                      Yes, accept
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => decline.mutate({ bookingId })}
                      loading={decline.isPending}
                      disabled={accept.isPending}
                    >
                      No
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
            {view.requestedOfYou && !declinedMessage && <Conversation bookingId={bookingId} />}
            <Anchor component={Link} to={paths.dashboard} fw={600}>
              Back to your dashboard
            </Anchor>
          </Stack>
        );
      }}
    </QueryState>
  );
}

export function BookingConfirmationPage() {
  const bookingId = useIdParam();
  const { user } = useSession();
  return (
    <PageFrame title="Booking confirmation">
      <PageMeta title="Booking confirmation" />
      {user?.role === "PRO" ? (
        <ProConfirmation bookingId={bookingId} />
      ) : (
        <Alert color="plum" variant="light">
          Only Primp professionals answer bookings here.{" "}
          <Anchor component={Link} to={`${paths.bookingDetails}?id=${bookingId}`} fw={600}>
            See the booking's details
          </Anchor>
        </Alert>
      )}
    </PageFrame>
  );
}
