// "Looks" on a pro's profile: result photos their customers agreed to show, each with its
// service and "Book this look" (the booking form with that service chosen and this pro asked for).
import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { bookThisLookHref, plainImage } from "@primp/core";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import type { RouterOutputs } from "../../trpc";

/** What the look book needs of a profile: the signed-in /profile and the public /pros page both have it. */
type Profile = Pick<RouterOutputs["pro"]["profile"], "looks" | "name" | "userId">;

export function LookBook({ profile }: { profile: Profile }) {
  if (profile.looks.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Looks
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {profile.looks.map((look) => (
          <Card key={look.id} withBorder radius="md" padding="sm" component="figure" m={0}>
            <Card.Section>
              <ResponsiveImage
                image={look.photo ?? plainImage(look.photoUrl)}
                alt={`${look.serviceName} by ${profile.name}`}
                sizes="(min-width: 62em) 300px, (min-width: 36em) 50vw, 100vw"
                h={240}
              />
            </Card.Section>
            <Stack gap="xs" mt="sm">
              <Text component="figcaption" fw={600}>
                {look.serviceName}
              </Text>
              <Button
                component={Link}
                to={bookThisLookHref(look, profile.userId)}
                variant="light"
                aria-label={`Book this look: ${look.serviceName} with ${profile.name}`}
              >
                Book this look
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
