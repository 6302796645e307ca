// The booking details' professional: their name, and for the booking's customer the heart
// that keeps them among their favourites.
import { Group, Text } from "@mantine/core";
import { trpc } from "../../trpc";
import { FavouriteButton } from "./FavouriteButton";

interface Pro {
  id: string;
  firstName: string;
  lastName: string;
}

function FavouriteHeart({ pro, name }: { pro: Pro; name: string }) {
  const favourites = trpc.account.favourites.useQuery();
  if (!favourites.data) return null;
  const favourite = favourites.data.some((candidate) => candidate.userId === pro.id);
  return <FavouriteButton proUserId={pro.id} proName={name} favourite={favourite} onChanged={() => undefined} />;
}

export function ProOfBooking({ pro, canFavourite }: { pro: Pro; canFavourite: boolean }) {
  const name = `${pro.firstName} ${pro.lastName}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Text component="span">{name}</Text>
      {canFavourite && <FavouriteHeart pro={pro} name={name} />}
    </Group>
  );
}
