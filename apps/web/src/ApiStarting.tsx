import { Center, Loader, MantineProvider, Stack, Text, Title } from "@mantine/core";
import { cssVariablesResolver, theme } from "./theme";

export const API_STARTING = "Starting the server…";

/** What `pnpm dev` shows while the API server is still starting (wait-for-api.ts). */
export function ApiStarting() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" role="status">
          <Loader color="plum" />
          <Title order={1} size="h3">
            {API_STARTING}
          </Title>
          <Text c="dimmed" ta="center">
            The page opens by itself once the API server answers; its terminal shows how far it is.
          </Text>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
