// /profile-edit?id=: the account's own details. Anyone but the owner is told 'You do not
// have access this profile' (the server refuses them the same way).
import { Alert, Avatar, Button, Container, Group, Paper, Stack, Title } from "@mantine/core";
import { NO_PROFILE_ACCESS } from "@primp/core";
import { useState } from "react";
import { useSession } from "../auth/useSession";
import { Fact, FactGrid } from "../components/BookingFacts";
import { BackButton, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { AccountEditForm } from "../features/profile/AccountEditForm";
import { AvatarUploadPanel } from "../features/profile/AvatarUploadPanel";
import { isAppClientError, trpc } from "../trpc";

export function ProfileEditPage() {
  const userId = useIdParam();
  const { user } = useSession();
  const utils = trpc.useUtils();
  const isOwner = user !== null && user.id === userId;
  const query = trpc.account.profile.useQuery({ userId }, { enabled: isOwner });
  const [editing, setEditing] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const reload = () => {
    setEditing(false);
    void utils.account.profile.invalidate({ userId });
    void utils.auth.session.invalidate();
  };

  const forbidden = !isOwner || (isAppClientError(query.error) && query.error.data?.code === "FORBIDDEN");

  return (
    <Container size="sm" py={{ base: "lg", sm: 48 }}>
      <PageMeta title="Your profile" />
      <Stack gap="md">
        <div>
          <BackButton />
        </div>
        <Paper p={{ base: "md", sm: "xl" }} shadow="xs">
          {forbidden ? (
            <Stack gap="lg">
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                Profile
              </Title>
              <Alert color="red" variant="light" role="alert">
                {NO_PROFILE_ACCESS}
              </Alert>
            </Stack>
          ) : (
            <QueryState isPending={query.isPending} error={query.error}>
              {() => {
                const profile = query.data;
                if (!profile) return null;
                const name = `${profile.firstName} ${profile.lastName}`;
                return (
                  <Stack gap="lg">
                    <Group gap="lg" wrap="nowrap">
                      <Avatar src={profile.avatarUrl} alt={name} name={name} color="initials" size={96} radius={96} />
                      <Stack gap={6} style={{ minWidth: 0 }}>
                        <Title order={1} fz={{ base: 26, sm: 32 }}>
                          {name}
                        </Title>
                        <Group gap="xs">
                          <Button size="xs" variant="light" onClick={() => setUploadOpen((open) => !open)}>
                            {uploadOpen ? "CLOSE" : "UPLOAD"}
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => setEditing((value) => !value)}>
                            {editing ? "CANCEL" : "EDIT"}
                          </Button>
                        </Group>
                      </Stack>
                    </Group>
                    {uploadOpen && (
                      <AvatarUploadPanel
                        onDone={(uploaded) => {
                          setUploadOpen(false);
                          if (uploaded) reload();
                        }}
                      />
                    )}
                    {profile.mustChangePassword && (
                      <Alert color="plum" variant="light">
                        Please change your password: choose EDIT and fill in both password fields.
                      </Alert>
                    )}
                    {editing ? (
                      <AccountEditForm current={profile} onSaved={reload} />
                    ) : (
                      <FactGrid>
                        <Fact label="Name">{name}</Fact>
                        <Fact label="Phone">{profile.phone || "—"}</Fact>
                        <Fact label="Email">{profile.email}</Fact>
                      </FactGrid>
                    )}
                  </Stack>
                );
              }}
            </QueryState>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
