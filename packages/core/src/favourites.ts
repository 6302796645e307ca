// Favourite pros and "Book again": what brings a customer back to the pros they liked.
import { z } from "zod";
import { proIdSchemaSaying } from "./requested-pro";

export const FAVOURITE_ADDED = "Added to your favourites.";
export const FAVOURITE_REMOVED = "Removed from your favourites.";
export const FAVOURITE_NOT_A_PRO = "We could not find this professional.";
export const BOOK_AGAIN_ONLY_CUSTOMER = "Only the customer of this booking can book it again.";

export const favouriteInputSchema = z.object({
  // Any id that is not a pro's, malformed ones included, is answered in the same words.
  proUserId: proIdSchemaSaying(FAVOURITE_NOT_A_PRO),
  favourite: z.boolean({ error: "Please say whether to add or remove this favourite." }),
});
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;
