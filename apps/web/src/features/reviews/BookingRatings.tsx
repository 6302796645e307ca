// The ratings part of /booking-details, by reader: the customer reviews the pro of a completed
// booking; the pro rates the customer privately; an administrator sees both and may hide the review.
import { Divider, Stack, Text } from "@mantine/core";
import { formatUsd } from "@primp/core";
import { BookingSection } from "../../components/BookingSection";
import { StarsShown } from "../../components/StarsShown";
import { type RouterOutputs, trpc } from "../../trpc";
import { CustomerRatingForm } from "./CustomerRatingForm";
import { HideReviewButton } from "./HideReviewButton";
import { ReviewForm } from "./ReviewForm";
import { TipForm } from "./TipForm";

type Booking = RouterOutputs["account"]["bookingDetails"];

function ReviewAsAdmin({ booking }: { booking: Booking }) {
  const utils = trpc.useUtils();
  const { review, customerRating } = booking;
  return (
    <Stack gap="sm">
      {review ? (
        <Stack gap={4}>
          <Text fw={600}>Customer's review of the professional</Text>
          <StarsShown value={review.rating} />
          {review.comment && <Text style={{ whiteSpace: "pre-wrap" }}>{review.comment}</Text>}
          <Text size="sm" c="dimmed">
            {review.lookConsent ? "Photo shown among the pro's looks." : "Photo not shared."}
          </Text>
          {review.hidden ? (
            <Text size="sm" c="red.8">
              Hidden: {review.hiddenReason}
            </Text>
          ) : (
            <div>
              <HideReviewButton
                reviewId={review.id}
                onHidden={() => void utils.account.bookingDetails.invalidate({ bookingId: booking.id })}
              />
            </div>
          )}
        </Stack>
      ) : (
        <Text c="dimmed">The customer has not reviewed this booking.</Text>
      )}
      <Stack gap={4}>
        <Text fw={600}>Professional's private rating of the customer</Text>
        {customerRating ? <StarsShown value={customerRating.rating} /> : <Text c="dimmed">Not rated.</Text>}
      </Stack>
    </Stack>
  );
}

export function BookingRatings({ booking }: { booking: Booking }) {
  // The dashboard's "Rate" links here with #review.
  if (booking.status !== "COMPLETED" || !booking.assignedPro) return null;
  const proName = booking.assignedPro.firstName;
  return (
    <BookingSection
      id="review"
      title={booking.reader === "PRO" ? "Rate your customer" : booking.reader === "ADMIN" ? "Ratings" : "Your review"}
    >
      {booking.reader === "CUSTOMER" && (
        <Stack gap="lg">
          <ReviewForm
            bookingId={booking.id}
            proName={proName}
            review={booking.review}
            hasPhoto={booking.customerPhotoUrl !== null}
          />
          <Divider />
          <TipForm bookingId={booking.id} proName={proName} totalCents={booking.totalCents} tip={booking.tip} />
        </Stack>
      )}
      {booking.reader !== "CUSTOMER" && booking.tip && (
        <Text size="sm" mb="sm">
          The customer tipped {formatUsd(booking.tip.amountCents)}
          {booking.tip.sentToPro
            ? ", sent to the professional in full."
            : "; it is sent to the professional once their StripeConnect account is linked."}
        </Text>
      )}
      {booking.reader === "PRO" && (
        <CustomerRatingForm
          bookingId={booking.id}
          customerName={booking.contact.firstName}
          customerRating={booking.customerRating}
        />
      )}
      {booking.reader === "ADMIN" && <ReviewAsAdmin booking={booking} />}
    </BookingSection>
  );
}
