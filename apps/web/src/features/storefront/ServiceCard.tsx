// A service as a card linking to its page: a real result photo when one was shared, else the
// brand colour with the service's name (never a stock or abstract picture), then its name and
// starting price. The picture's box has a fixed size, so the page does not jump as it loads.
import { Box, Card, Stack, Text } from "@mantine/core";
import { type FocalPoint, formatFromPrice, plainImage, type ResponsiveImageData, servicePagePath } from "@primp/core";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ResponsiveImage";

export const SERVICE_CARD_PICTURE_HEIGHT = 168;

export interface ServiceCardData {
  slug: string;
  name: string;
  fromCents: number;
  photoUrl?: string | null;
  photo?: ResponsiveImageData | null;
  /** "site": placed by an administrator on the Site images page; "look": a pro's shared result. */
  photoFrom?: "site" | "look" | null;
  /** Where a placed site image is kept in view; a look is centred. */
  focalPoint?: FocalPoint;
}

export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <Card component={Link} to={servicePagePath(service.slug)} padding={0} radius="lg" shadow="xs" withBorder>
      {service.photoUrl ? (
        <ResponsiveImage
          image={service.photo ?? plainImage(service.photoUrl)}
          alt={service.photoFrom === "look" ? `${service.name}: a result by one of our professionals` : service.name}
          sizes="(min-width: 62em) 300px, (min-width: 36em) 50vw, 100vw"
          fallbackSize={{ width: 480, height: SERVICE_CARD_PICTURE_HEIGHT * 2 }}
          focalPoint={service.focalPoint}
          h={SERVICE_CARD_PICTURE_HEIGHT}
        />
      ) : (
        <Box
          h={SERVICE_CARD_PICTURE_HEIGHT}
          bg="plum.8"
          px="md"
          display="flex"
          style={{ alignItems: "center", justifyContent: "center" }}
          aria-hidden="true"
        >
          <Text c="white" ff="var(--mantine-font-family-headings)" fz={24} fw={600} lh={1.15} ta="center">
            {service.name}
          </Text>
        </Box>
      )}
      <Stack gap={2} p="md">
        <Text fw={700} c="plum.9">
          {service.name}
        </Text>
        <Text size="sm" c="dimmed">
          {formatFromPrice(service.fromCents)}
        </Text>
      </Stack>
    </Card>
  );
}
