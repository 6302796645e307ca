// The heart on a pro's profile and on a past booking: adds the pro to the customer's favourites
// (listed on their dashboard, one tap from booking them again) or removes them.
import { ActionIcon, Tooltip } from "@mantine/core";
import { HeartIcon } from "../../components/icons";
import { trpc } from "../../trpc";

export function FavouriteButton({
  proUserId,
  proName,
  favourite,
  onChanged,
}: {
  proUserId: string;
  proName: string;
  favourite: boolean;
  onChanged(): void;
}) {
  const utils = trpc.useUtils();
  const save = trpc.account.setFavourite.useMutation({
    onSuccess: () => {
      void utils.account.favourites.invalidate();
      onChanged();
    },
  });
  const label = favourite ? `Remove ${proName} from your favourites` : `Add ${proName} to your favourites`;
  return (
    <Tooltip label={save.error ? save.error.message : label}>
      <ActionIcon
        variant={favourite ? "light" : "subtle"}
        color="rose"
        size="lg"
        aria-label={label}
        aria-pressed={favourite}
        loading={save.isPending}
        onClick={() => save.mutate({ proUserId, favourite: !favourite })}
      >
        <HeartIcon filled={favourite} size={22} />
      </ActionIcon>
    </Tooltip>
  );
}
