// A pro's public page (/pros/<slug>): what anyone, signed in or not, and search engines may
// see. Only what a pro shows on their profile anyway (name, photo, city, specialities, the
// services they take with the catalogue's starting prices, looks and reviews); never an
// e-mail, phone, licence number or home address. The browser's query and the server's
// renderer both read it from here.
import { proSlugBase, US_STATES, uniqueSlug } from "@primp/core";
import type { Db, Prisma } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { fullName } from "./dashboard-recipients.ts";
import { responsiveImages } from "./image-variants.ts";
import { proReputation } from "./pro-reputation.ts";
import { PRO_PROFILE_NOT_FOUND } from "./profile.ts";

type SlugReader = Pick<Db | Prisma.TransactionClient, "proProfile">;

/** The address a new pro gets: their name's, numbered when another pro has it. */
export async function freeProSlug(db: SlugReader, person: { firstName: string; lastName: string }) {
  const base = proSlugBase(person.firstName, person.lastName);
  const taken = await db.proProfile.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  return uniqueSlug(
    base,
    taken.flatMap(({ slug }) => (slug ? [slug] : [])),
  );
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: PRO_PROFILE_NOT_FOUND });

/** The public page's content, or NOT_FOUND for an unknown slug or an account that is not (or no longer) a pro. */
export async function publicProPage(db: Db, slug: string) {
  const profile = await db.proProfile.findUnique({
    where: { slug },
    select: {
      slug: true,
      state: true,
      city: true,
      licensed: true,
      yearsLicensed: true,
      specialities: true,
      createdAt: true,
      user: { select: { id: true, role: true, firstName: true, lastName: true, avatarUrl: true, availability: true } },
    },
  });
  // Pros are approved applicants: a PRO account with a profile. A profile whose account is no
  // longer PRO (an administrator took the role away) has no public page.
  if (!profile?.slug || profile.user.role !== "PRO") throw notFound();
  const { user } = profile;
  const offered = user.availability?.serviceIds ?? [];
  const [services, reputation, avatar] = await Promise.all([
    db.service.findMany({
      // No chosen services means every service (ProAvailability.serviceIds).
      where: { live: true, ...(offered.length > 0 ? { id: { in: offered } } : {}) },
      orderBy: [{ serviceType: "asc" }, { sortOrder: "asc" }],
      select: { id: true, name: true, serviceType: true, priceCents: true, detail: true },
    }),
    proReputation(db, user.id),
    responsiveImages(db, [user.avatarUrl]),
  ]);
  const stateName = US_STATES.find((state) => state.code === profile.state)?.name ?? profile.state;
  return {
    slug: profile.slug,
    userId: user.id,
    firstName: user.firstName,
    name: fullName(user),
    avatarUrl: user.avatarUrl,
    avatar: avatar.get(user.avatarUrl ?? "") ?? null,
    city: profile.city,
    stateName,
    location: profile.city ? `${profile.city}, ${stateName}` : stateName,
    licensed: profile.licensed,
    yearsLicensed: profile.yearsLicensed,
    specialities: profile.specialities,
    joinedAt: profile.createdAt,
    services: services.map(({ priceCents, ...service }) => ({ ...service, fromCents: priceCents })),
    ...reputation,
  };
}

export type PublicProPage = Awaited<ReturnType<typeof publicProPage>>;

/** Every public page's slug and when it last changed, for sitemap.xml. */
export async function publicProSlugs(db: Db) {
  const profiles = await db.proProfile.findMany({
    where: { slug: { not: null }, user: { role: "PRO" } },
    orderBy: { slug: "asc" },
    select: { slug: true, updatedAt: true },
  });
  return profiles.flatMap(({ slug, updatedAt }) => (slug ? [{ slug, updatedAt }] : []));
}
