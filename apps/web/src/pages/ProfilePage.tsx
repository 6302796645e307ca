// /profile?id=: a pro's profile. Everyone signed in sees it; only its owner sees the edit
// controls (and the server refuses anyone else's writes).
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { proPagePath } from "@primp/core";
import { useState } from "react";
import { Link } from "react-router";
import { useSession } from "../auth/useSession";
import { BackButton, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { StarsShown } from "../components/StarsShown";
import { FavouriteButton } from "../features/favourites/FavouriteButton";
import { AvatarUploadPanel } from "../features/profile/AvatarUploadPanel";
import { HighlightsBlock } from "../features/profile/HighlightsBlock";
import { LocationMap } from "../features/profile/LocationMap";
import { ProAbout } from "../features/profile/ProAbout";
import { ProfileHero } from "../features/profile/ProfileHero";
import { ProfileSection } from "../features/profile/ProfileSection";
import { SpecialitiesBlock } from "../features/profile/SpecialitiesBlock";
import { LookBook } from "../features/reviews/LookBook";
import { ProReviews } from "../features/reviews/ProReviews";
import { trpc } from "../trpc";

export function ProfilePage() {
  const userId = useIdParam();
  const utils = trpc.useUtils();
  const query = trpc.pro.profile.useQuery({ userId }, { enabled: userId !== "" });
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  // The spec reloads the page after saving; refetching the profile (and the session, whose
  // avatar the header shows) gives the same result without losing the app's state.
  const reload = () => {
    void utils.pro.profile.invalidate({ userId });
    void utils.auth.session.invalidate();
    void utils.pro.me.invalidate();
  };

  return (
    <Container size="md" py={{ base: "lg", sm: 48 }}>
      <PageMeta title={query.data?.name ?? "Profile"} />
      <Stack gap="md">
        <div>
          <BackButton />
        </div>
        <QueryState
          isPending={query.isPending && userId !== ""}
          error={userId === "" ? new Error("We could not find this professional.") : query.error}
        >
          {() => {
            const profile = query.data;
            if (!profile) return null;
            return (
              <Stack gap="md">
                <Paper p={{ base: "md", sm: "xl" }} shadow="xs">
                  <ProfileHero
                    name={profile.name}
                    avatarUrl={profile.avatarUrl}
                    isOwner={profile.isOwner}
                    uploadOpen={uploadOpen}
                    onToggleUpload={() => setUploadOpen((open) => !open)}
                  />
                  <Group justify="center" gap="sm">
                    {profile.rating && <StarsShown value={profile.rating.average} count={profile.rating.count} />}
                    {!profile.isOwner && user?.role !== "PRO" && (
                      <FavouriteButton
                        proUserId={profile.userId}
                        proName={profile.name}
                        favourite={profile.isFavourite}
                        onChanged={reload}
                      />
                    )}
                  </Group>
                  {profile.slug && (
                    <Text ta="center" size="sm" mt="sm">
                      <Anchor component={Link} to={proPagePath(profile.slug)}>
                        {profile.isOwner ? "Your public page" : `${profile.name}'s public page`}
                      </Anchor>
                    </Text>
                  )}
                  {profile.isOwner && uploadOpen && (
                    <AvatarUploadPanel
                      onDone={(uploaded) => {
                        setUploadOpen(false);
                        if (uploaded) reload();
                      }}
                    />
                  )}
                </Paper>

                <ProfileSection label="Information">
                  <ProAbout title="Information" facts={profile} />
                  <Stack gap={0} mt="md">
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      Location
                    </Text>
                    <LocationMap location={profile.location} />
                  </Stack>
                </ProfileSection>

                <ProfileSection label="Specialities">
                  <Group justify="space-between" mb="md">
                    <Title order={2} fz="lg">
                      Specialities
                    </Title>
                    {profile.isOwner && (
                      <Button variant="subtle" onClick={() => setEditing((value) => !value)}>
                        {editing ? "CANCEL" : "EDIT"}
                      </Button>
                    )}
                  </Group>
                  <SpecialitiesBlock
                    key={String(editing)}
                    specialities={profile.specialities}
                    editing={profile.isOwner && editing}
                    onSaved={() => {
                      setEditing(false);
                      reload();
                    }}
                  />
                </ProfileSection>

                <ProfileSection label="Highlights">
                  <HighlightsBlock
                    highlights={profile.highlights}
                    isOwner={profile.isOwner}
                    name={profile.name}
                    onSaved={reload}
                  />
                </ProfileSection>

                {profile.looks.length > 0 && (
                  <ProfileSection label="Looks">
                    <LookBook profile={profile} />
                  </ProfileSection>
                )}

                <ProfileSection label="Reviews">
                  <ProReviews profile={profile} onChanged={reload} />
                </ProfileSection>
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Container>
  );
}
