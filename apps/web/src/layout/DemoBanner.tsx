import { Box, Text } from "@mantine/core";
import { DEMO_NOTICE } from "@primp/core";
import { useSiteInfo } from "../site-info";

/** A server started with PRIMP_DEMO=1 (`pnpm start:demo`) says so above every page. */
export function DemoBanner() {
  const site = useSiteInfo();
  if (!site.data?.demo) return null;
  return (
    <Box component="aside" aria-label="Demo" bg="yellow.3" c="dark.9" py={6} px="md" ta="center">
      <Text size="sm" fw={700}>
        {DEMO_NOTICE}
      </Text>
    </Box>
  );
}
