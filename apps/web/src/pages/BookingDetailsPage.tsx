// /booking-details?id=: every detail, answer and priced line of one booking, read-only, with the
// photo of the finished look first when there is one and the history in words.
// The server shows it to the booking's customer, its assigned pro and administrators only.
import { Anchor, Button, Group, Image, Stack, Text } from "@mantine/core";
import { bookingNumber, formatInstantInZone, formatUsd, totalWithPayment } from "@primp/core";
import { AnswersList, Fact, FactGrid, PricedLines } from "../components/BookingFacts";
import { downloadCalendarFile } from "../components/calendar-download";
import { formatAppointment } from "../components/format";
import { PageFrame, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { StatusBadge } from "../components/StatusBadge";
import { Conversation } from "../features/conversation/Conversation";
import { BookingHistory } from "../features/dashboard/BookingHistory";
import { DayOfSection } from "../features/day-of/DayOfSection";
import { ProOfBooking } from "../features/favourites/ProOfBooking";
import { LiveBadge } from "../features/live/LiveBadge";
import { useLiveBooking } from "../features/live/use-live";
import { PayoutHold } from "../features/operations/PayoutHold";
import { PushOptIn } from "../features/push/PushOptIn";
import { BookingRatings } from "../features/reviews/BookingRatings";
import { trpc } from "../trpc";

export function BookingDetailsPage() {
  const bookingId = useIdParam();
  const query = trpc.account.bookingDetails.useQuery({ bookingId }, { enabled: bookingId !== "" });
  const utils = trpc.useUtils();
  const live = useLiveBooking(query.data ? bookingId : "");
  const addToCalendar = async () => downloadCalendarFile(await utils.account.calendarInvite.fetch({ bookingId }));
  return (
    <PageFrame title="Booking details">
      <PageMeta title="Booking details" />
      <QueryState
        isPending={query.isPending && bookingId !== ""}
        error={bookingId === "" ? new Error("We could not find this booking.") : query.error}
      >
        {() => {
          const booking = query.data;
          if (!booking) return null;
          const when = formatAppointment(booking);
          const address = booking.address;
          return (
            <Stack gap="xl">
              {booking.customerPhotoUrl && (
                <Image
                  src={booking.customerPhotoUrl}
                  alt={`The finished ${booking.serviceName}`}
                  maw={480}
                  mah={480}
                  fit="cover"
                  radius="md"
                />
              )}
              <FactGrid>
                <Fact label="Service">{booking.serviceName}</Fact>
                <Fact label="Booking number">{bookingNumber(booking.id)}</Fact>
                <Fact label="Status">
                  <Group gap="xs">
                    <StatusBadge status={booking.status} label={booking.statusLabel} />
                    <LiveBadge live={live} />
                  </Group>
                </Fact>
                <Fact label="Date">{when.date}</Fact>
                <Fact label="Time">{when.time}</Fact>
                <Fact label="Address">
                  {address.address1}
                  {address.address2 ? `, ${address.address2}` : ""}
                  <br />
                  {address.city}, {address.state} {address.zip}, {address.country}
                </Fact>
                <Fact label="Customer">
                  {booking.contact.firstName} {booking.contact.lastName}
                  <br />
                  <Anchor href={`tel:${booking.contact.phone}`}>{booking.contact.phone}</Anchor>
                  <br />
                  <Anchor href={`mailto:${booking.contact.email}`} style={{ wordBreak: "break-all" }}>
                    {booking.contact.email}
                  </Anchor>
                </Fact>
                <Fact label="Professional">
                  {booking.assignedPro ? (
                    <ProOfBooking pro={booking.assignedPro} canFavourite={booking.reader === "CUSTOMER"} />
                  ) : (
                    "Not yet assigned"
                  )}
                </Fact>
                <Fact label="Booked">{formatInstantInZone(booking.createdAt, booking.timeZone)}</Fact>
                <Fact label="Payment">{totalWithPayment(booking.totalCents, booking.paymentState)}</Fact>
                {booking.payoutCents !== null && <Fact label="Payout">{formatUsd(booking.payoutCents)}</Fact>}
                {booking.cancelledAt && (
                  <Fact label="Cancelled">
                    {formatInstantInZone(booking.cancelledAt, booking.timeZone)} · refund{" "}
                    {formatUsd(booking.refundCents)}
                  </Fact>
                )}
              </FactGrid>
              {booking.status !== "PENDING" && booking.status !== "CANCELLED" && booking.assignedPro && (
                <DayOfSection
                  bookingId={booking.id}
                  dayOf={booking.dayOf}
                  timeZone={booking.timeZone}
                  onChanged={() => void query.refetch()}
                />
              )}
              {booking.reader === "ADMIN" && booking.status === "ACCEPTED" && !booking.paidOut && (
                <PayoutHold booking={booking} />
              )}
              {booking.reader === "CUSTOMER" && (booking.status === "PENDING" || booking.status === "ACCEPTED") && (
                <PushOptIn />
              )}
              {booking.serviceDesc && <Text c="dimmed">{booking.serviceDesc}</Text>}
              <Conversation bookingId={booking.id} />
              <BookingRatings booking={booking} />
              {(booking.status === "PENDING" || booking.status === "ACCEPTED") && (
                <Group>
                  <Button variant="light" onClick={() => void addToCalendar()}>
                    Add to calendar
                  </Button>
                </Group>
              )}
              <AnswersList answers={booking.answers} />
              <PricedLines lines={booking.lines} totalCents={booking.totalCents} />
              <BookingHistory booking={booking} />
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
