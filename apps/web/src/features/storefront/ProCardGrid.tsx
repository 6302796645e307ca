// Pros as cards (photo, name, state, rating once public), each linking to the pro's page:
// the best rated on /professionals, a service's or a city's top pros on their pages.
import { Avatar, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { US_STATES } from "@primp/core";
import { Link } from "react-router";
import { StarsShown } from "../../components/StarsShown";
import { proHref } from "../../navigation/paths";

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

export interface ProCardData {
  userId: string;
  slug: string | null;
  name: string;
  avatarUrl: string | null;
  state: string;
  rating: { average: number; count: number } | null;
}

export function ProCardGrid({ pros }: { pros: readonly ProCardData[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {pros.map((pro) => (
        <Card key={pro.userId} component={Link} to={proHref(pro)} padding="lg" radius="lg" shadow="xs">
          <Stack align="center" gap="xs">
            <Avatar src={pro.avatarUrl} alt="" name={pro.name} color="initials" size={72} radius={72} />
            <Text fw={700} c="plum.9">
              {pro.name}
            </Text>
            {pro.state && (
              <Text size="sm" c="dimmed">
                {stateName(pro.state)}
              </Text>
            )}
            {pro.rating && <StarsShown value={pro.rating.average} count={pro.rating.count} />}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
