// /rate?token=: the completion e-mail's signed link. Whoever follows it (a guest without an
// account included) rates the booking's pro and may tip them; the server decides what the
// token allows, and a wrong or expired one is said in words.
import { Divider, Paper, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { formatAppointment } from "../components/format";
import { PageFrame, QueryState } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { ReviewForm } from "../features/reviews/ReviewForm";
import { TipForm } from "../features/reviews/TipForm";
import { useLinkedBooking } from "../features/reviews/useLinkedBooking";

export function RatePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const query = useLinkedBooking(token);
  return (
    <PageFrame title="Rate your appointment" size="sm">
      <PageMeta title="Rate your appointment" />
      <QueryState
        isPending={query.isPending && token !== ""}
        error={
          token === "" ? new Error("This link is not complete. Please open it from your e-mail again.") : query.error
        }
      >
        {() => {
          const booking = query.data;
          if (!booking) return null;
          const when = formatAppointment(booking);
          const proName = booking.proFirstName ?? "your professional";
          return (
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <Stack gap="lg">
                <Text>
                  {booking.serviceName} with {proName}, {when.date} at {when.time}
                </Text>
                <ReviewForm
                  bookingId={booking.id}
                  proName={proName}
                  review={booking.review}
                  hasPhoto={booking.hasPhoto}
                  token={token}
                />
                <Divider />
                <TipForm
                  bookingId={booking.id}
                  proName={proName}
                  totalCents={booking.totalCents}
                  tip={booking.tip}
                  token={token}
                />
              </Stack>
            </Paper>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
