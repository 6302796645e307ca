// A pro's reviews on /profile: the average and count once enough reviews back them, and the
// latest reviews under the reviewer's first name and last initial. Comments are plain text.
import { Divider, Group, Stack, Text, Title } from "@mantine/core";
import { formatMonthYear, REVIEWS } from "@primp/core";
import { Fragment } from "react";
import { useSession } from "../../auth/useSession";
import { StarsShown } from "../../components/StarsShown";
import type { RouterOutputs } from "../../trpc";
import { HideReviewButton } from "./HideReviewButton";

/** What the reviews need of a profile: the signed-in /profile and the public /pros page both have it. */
type Profile = Pick<RouterOutputs["pro"]["profile"], "rating" | "reviews" | "name">;

export function ProReviews({ profile, onChanged }: { profile: Profile; onChanged(): void }) {
  const { user } = useSession();
  const isAdmin = user?.role === "ADMIN";
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg">
          Reviews
        </Title>
        {profile.rating && <StarsShown value={profile.rating.average} count={profile.rating.count} />}
      </Group>
      {!profile.rating && (
        <Text size="sm" c="dimmed">
          {profile.reviews.length === 0
            ? "No reviews yet."
            : `A rating appears once ${REVIEWS.publicAfterCount} customers have reviewed ${profile.name.split(" ")[0]}.`}
        </Text>
      )}
      {profile.reviews.map((review, index) => (
        <Fragment key={review.id}>
          {index > 0 && <Divider />}
          <Stack gap={4} component="article" aria-label={`Review by ${review.reviewer}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <StarsShown value={review.rating} />
              {isAdmin && <HideReviewButton reviewId={review.id} onHidden={onChanged} />}
            </Group>
            {review.comment && (
              <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{review.comment}</Text>
            )}
            <Text size="sm" c="dimmed">
              {review.reviewer} · {review.serviceName} · {formatMonthYear(review.reviewedAt)}
            </Text>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}
