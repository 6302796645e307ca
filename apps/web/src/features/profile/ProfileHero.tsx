import { Avatar, Button, Group, Stack, Title } from "@mantine/core";

/** Avatar (initials when there is no photo) and full name; the owner gets the UPLOAD toggle. */
export function ProfileHero({
  name,
  avatarUrl,
  isOwner,
  uploadOpen,
  onToggleUpload,
}: {
  name: string;
  avatarUrl: string | null;
  isOwner: boolean;
  uploadOpen: boolean;
  onToggleUpload(): void;
}) {
  return (
    <Stack align="center" gap="sm" py="md">
      <Avatar src={avatarUrl} alt={name} name={name} color="initials" size={128} radius={128} />
      <Title order={1} ta="center" fz={{ base: 28, sm: 36 }}>
        {name}
      </Title>
      {isOwner && (
        <Group>
          <Button variant="light" size="xs" onClick={onToggleUpload}>
            {uploadOpen ? "CLOSE" : "UPLOAD"}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
