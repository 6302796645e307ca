// /professionals: the best-rated pros, each with the average and count of their reviews. Only
// pros with a public rating are listed, so the section is absent until some have one.
import { Avatar, Box, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { US_STATES } from "@primp/core";
import { Link } from "react-router";
import { proHref } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { StarsShown } from "./StarRating";

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

export function RatedPros() {
  const query = trpc.review.ratedPros.useQuery();
  if (!query.data || query.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="rated-pros">
      <Title id="rated-pros" order={2} fz={{ base: 28, sm: 36 }} c="plum.9" mb="lg">
        Our top-rated professionals
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {query.data.map((pro) => (
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
              <StarsShown value={pro.rating.average} count={pro.rating.count} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}
