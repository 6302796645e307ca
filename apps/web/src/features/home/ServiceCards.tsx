// The home page's service cards: the catalogue's first services of each kind with their
// starting prices, each linking to its page, pictured by a real result photo when a customer
// shared one (else the brand colour with the name). Placeholders of the cards' own size hold
// their place while the list loads, so nothing below moves.
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { trpc } from "../../trpc";
import { SERVICE_CARD_PICTURE_HEIGHT, ServiceCard } from "../storefront/ServiceCard";

/** How many cards the server sends (two per kind of service): as many placeholders. */
const CARDS_EXPECTED = 8;
/** A card's height under its picture: its name and price. */
const CARD_TEXT_HEIGHT = 72;

export function ServiceCards() {
  const query = trpc.storefront.homeServices.useQuery();
  if (query.error || query.data?.length === 0) return null;
  return (
    <Container component="section" aria-labelledby="home-services" py={{ base: 48, sm: 72 }}>
      <Stack gap="xs" align="center" ta="center" mb={{ base: "xl", sm: 40 }}>
        <Title id="home-services" order={2} fz={{ base: 32, sm: 44 }} c="plum.9">
          Our services
        </Title>
        <Text c="gray.7" fz={{ base: "md", sm: "lg" }}>
          Starting prices; the booking form shows your total before you pay.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: "sm", sm: "lg" }}>
        {query.data
          ? query.data.map((service) => <ServiceCard key={service.id} service={service} />)
          : Array.from({ length: CARDS_EXPECTED }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <Skeleton key={index} h={SERVICE_CARD_PICTURE_HEIGHT + CARD_TEXT_HEIGHT} radius="lg" />
            ))}
      </SimpleGrid>
    </Container>
  );
}
