// A pro as lists show them (a customer's favourites, the top-rated professionals), linking to
// the pro's public page.
import type { Prisma } from "@primp/db";
import { fullName } from "./dashboard-recipients.ts";

/** What a list of pros (favourites, the top rated) reads of each: see `proCard`. */
export const proCardSelect = {
  id: true,
  firstName: true,
  lastName: true,
  avatarUrl: true,
  proProfile: { select: { state: true, slug: true } },
} satisfies Prisma.UserSelect;

/** A pro in a list: name, photo, state and the public page's slug (null for a pro without one). */
export function proCard(pro: Prisma.UserGetPayload<{ select: typeof proCardSelect }>) {
  return {
    userId: pro.id,
    name: fullName(pro),
    avatarUrl: pro.avatarUrl,
    state: pro.proProfile?.state ?? "",
    slug: pro.proProfile?.slug ?? null,
  };
}
