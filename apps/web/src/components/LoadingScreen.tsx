import { Center, Group, Loader, Text } from "@mantine/core";
import { LOADING } from "@primp/core";

/** Shown while a page or the session is on its way; the text is the spec's 'Loading...'. */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  return (
    <Center mih={inline ? 80 : "50vh"} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" type="dots" />
        <Text c="dimmed">{LOADING}</Text>
      </Group>
    </Center>
  );
}
