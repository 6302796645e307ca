// The customer dashboard's "Your favourite professionals": each with "Book", which opens the
// booking form asking for that pro first.
import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { BOOK_NOW_PRO_PARAM, US_STATES } from "@primp/core";
import { Link } from "react-router";
import { paths, proHref } from "../../navigation/paths";
import { trpc } from "../../trpc";
import { FavouriteButton } from "./FavouriteButton";

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

export function FavouritePros() {
  const query = trpc.account.favourites.useQuery();
  if (query.isPending) return <Text c="dimmed">Loading your favourites…</Text>;
  if (query.error) return <Text c="red.8">{query.error.message}</Text>;
  if (query.data.length === 0) {
    return (
      <Text c="dimmed">
        No favourites yet. Tap the heart on a professional's profile or on a past booking to keep them here.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {query.data.map((pro) => (
        <Card key={pro.userId} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={pro.avatarUrl} alt="" name={pro.name} color="initials" />
              <Stack gap={0}>
                <Anchor component={Link} to={proHref(pro)} fw={600} c="plum.9">
                  {pro.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {stateName(pro.state)}
                </Text>
              </Stack>
            </Group>
            <FavouriteButton proUserId={pro.userId} proName={pro.name} favourite onChanged={() => undefined} />
          </Group>
          <Button
            component={Link}
            to={`${paths.bookNow}?${new URLSearchParams({ [BOOK_NOW_PRO_PARAM]: pro.userId })}`}
            variant="light"
            mt="md"
            fullWidth
            aria-label={`Book ${pro.name}`}
          >
            Book
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
