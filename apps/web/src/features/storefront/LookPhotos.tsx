// Result photos customers agreed to show, each naming its service and its pro (linked to the
// pro's page): a service's or a city's look book. Lazy, with their size set so nothing jumps.
import { Anchor, Card, SimpleGrid, Text } from "@mantine/core";
import { plainImage, type ResponsiveImageData } from "@primp/core";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { proHref } from "../../navigation/paths";
import { StorefrontSection } from "./StorefrontSection";

export interface LookData {
  id: string;
  photoUrl: string;
  photo?: ResponsiveImageData | null;
  serviceName: string;
  pro: { userId: string; slug: string | null; name: string };
}

export function LookPhotos({ looks }: { looks: readonly LookData[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {looks.map((look) => (
        <Card key={look.id} withBorder radius="md" padding="xs" component="figure" m={0}>
          <Card.Section>
            <ResponsiveImage
              image={look.photo ?? plainImage(look.photoUrl)}
              alt={`${look.serviceName} by ${look.pro.name}`}
              sizes="(min-width: 62em) 220px, 50vw"
              fallbackSize={{ width: 400, height: 400 }}
              h={{ base: 160, sm: 220 }}
            />
          </Card.Section>
          <Text component="figcaption" size="sm" mt="xs">
            {`${look.serviceName} by `}
            <Anchor component={Link} to={proHref(look.pro)} inherit>
              {look.pro.name}
            </Anchor>
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The look book's section, absent while there is no look to show. */
export function LooksSection({ title, looks }: { title: string; looks: readonly LookData[] }) {
  if (looks.length === 0) return null;
  return (
    <StorefrontSection id="looks" title={title}>
      <LookPhotos looks={looks} />
    </StorefrontSection>
  );
}
