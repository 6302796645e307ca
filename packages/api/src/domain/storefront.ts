// The catalogue's public pages (/services/<slug>, /<city>) and the home page's service cards:
// what anyone, signed in or not, and search engines may see. Prices and texts are the
// catalogue's; pros are those with a public page; photos are looks their customers agreed to
// show. The browser's queries and the server's renderer both read them from here.
import {
  type CatalogueService,
  citySlugs,
  publicRating,
  SERVICE_TYPES,
  serviceSlug,
  serviceUpcharges,
  siteImageSlot,
} from "@primp/core";
import type { City, Db, Prisma } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import { fullName } from "./dashboard-recipients.ts";
import { withPhotos } from "./image-variants.ts";
import { proCard, proCardSelect } from "./pro-card.ts";
import { showsLook, visible } from "./pro-reputation.ts";
import { placedSiteImages } from "./site-images.ts";

export const SERVICE_PAGE_NOT_FOUND = "We could not find this service. Please choose one from our services.";
export const CITY_PAGE_NOT_FOUND = "We do not serve this city yet. Please choose one of our cities.";

const TOP_PROS_SHOWN = 6;
const LOOKS_SHOWN = 8;
/** Home page cards: the first services of each type, in the catalogue's order. */
const HOME_CARDS_PER_TYPE = 2;

/**
 * The catalogue's live services and cities, read through its cache as the booking form reads
 * them: every unknown one-segment address asks for a city, so these pages make no catalogue query.
 */
type Deps = Pick<Services, "db" | "catalogue">;

/** Live cities by name (then state), each with its page's slug. */
function citiesWithSlugs(liveCities: readonly City[]) {
  const cities = [...liveCities].sort((a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state));
  const slugs = citySlugs(cities);
  return cities.map((city) => ({ id: city.id, city: city.city, state: city.state, slug: slugs.get(city.id) ?? "" }));
}

/** A service as lists show it: its page, its starting price. */
const serviceLink = (service: CatalogueService) => ({
  id: service.id,
  slug: serviceSlug(service.name),
  name: service.name,
  serviceType: service.serviceType,
  fromCents: service.priceCents,
});

/** The best-rated of these pros (rated first, then by number of reviews, then by name), with their rating. */
async function topPros(db: Db, where: Prisma.UserWhereInput) {
  const pros = await db.user.findMany({
    where: { AND: [where, { role: "PRO", proProfile: { slug: { not: null } } }] },
    select: proCardSelect,
  });
  const totals = await db.review.groupBy({
    by: ["proId"],
    where: { ...visible, proId: { in: pros.map((pro) => pro.id) } },
    _count: { _all: true },
    _sum: { rating: true },
  });
  const ratings = new Map(
    totals.map((total) => [total.proId, publicRating(total._count._all, total._sum.rating ?? 0)]),
  );
  return pros
    .map((pro) => ({ ...proCard(pro), rating: ratings.get(pro.id) ?? null }))
    .sort(
      (a, b) =>
        (b.rating?.average ?? 0) - (a.rating?.average ?? 0) ||
        (b.rating?.count ?? 0) - (a.rating?.count ?? 0) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, TOP_PROS_SHOWN);
}

/** Pros who take this service: it is among their chosen services, or they chose none (every service). */
const offers = (serviceId: string): Prisma.UserWhereInput => ({
  OR: [
    { availability: { is: null } },
    { availability: { serviceIds: { isEmpty: true } } },
    { availability: { serviceIds: { has: serviceId } } },
  ],
});

/** The latest public looks of these bookings, each naming its pro (by their page) and service. */
async function publicLooks(db: Db, bookings: Prisma.BookingWhereInput, take = LOOKS_SHOWN) {
  const looks = await db.review.findMany({
    where: { ...showsLook, booking: { ...showsLook.booking, ...bookings }, pro: { role: "PRO" } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      booking: { select: { customerPhotoUrl: true, serviceId: true, serviceType: true, serviceName: true } },
      pro: { select: { id: true, firstName: true, lastName: true, proProfile: { select: { slug: true } } } },
    },
  });
  return withPhotos(
    db,
    looks.map(({ id, booking, pro }) => ({
      id,
      photoUrl: booking.customerPhotoUrl as string,
      serviceId: booking.serviceId,
      serviceType: booking.serviceType,
      serviceName: booking.serviceName,
      pro: { userId: pro.id, name: fullName(pro), slug: pro.proProfile?.slug ?? null },
    })),
    (look) => look.photoUrl,
  );
}

/** /services/<slug>: a live service's page, or NOT_FOUND. */
export async function publicServicePage({ db, catalogue }: Deps, slug: string) {
  const { services, cities } = await catalogue.get();
  const service = services.find((candidate) => serviceSlug(candidate.name) === slug);
  if (!service) throw new TRPCError({ code: "NOT_FOUND", message: SERVICE_PAGE_NOT_FOUND });
  const slot = siteImageSlot.service(service.id);
  const [pros, looks, totals, placed] = await Promise.all([
    topPros(db, offers(service.id)),
    publicLooks(db, { serviceId: service.id }),
    db.review.aggregate({
      where: { ...visible, booking: { serviceId: service.id } },
      _count: { _all: true },
      _sum: { rating: true },
    }),
    placedSiteImages(db, [slot]),
  ]);
  const siteImage = placed[slot] ?? null;
  return {
    ...serviceLink(service),
    detail: service.detail,
    durationMinutes: service.durationMinutes,
    forKids: service.forKids,
    upcharges: serviceUpcharges(service),
    rating: publicRating(totals._count._all, totals._sum.rating ?? 0),
    pros,
    looks,
    cities: citiesWithSlugs(cities),
    siteImage,
    imageUrl: siteImage?.image.url ?? looks[0]?.photoUrl ?? null,
  };
}

export type PublicServicePage = Awaited<ReturnType<typeof publicServicePage>>;

/** /<city>: a live city's page, or NOT_FOUND. Every live service is offered in every live city. */
export async function publicCityPage({ db, catalogue }: Deps, slug: string) {
  const { services, cities } = await catalogue.get();
  const city = citiesWithSlugs(cities).find((candidate) => candidate.slug === slug);
  if (!city) throw new TRPCError({ code: "NOT_FOUND", message: CITY_PAGE_NOT_FOUND });
  const slot = siteImageSlot.city(city.id);
  const [pros, looks, placed] = await Promise.all([
    topPros(db, { proProfile: { city: { equals: city.city, mode: "insensitive" }, state: city.state } }),
    publicLooks(db, { cityId: city.id }),
    placedSiteImages(db, [slot]),
  ]);
  const siteImage = placed[slot] ?? null;
  return {
    ...city,
    services: services.map(serviceLink),
    pros,
    looks,
    siteImage,
    imageUrl: siteImage?.image.url ?? looks[0]?.photoUrl ?? null,
  };
}

export type PublicCityPage = Awaited<ReturnType<typeof publicCityPage>>;

/** The home page's service cards: the first live services of each type, each with its latest public look. */
export async function homeServiceCards({ db, catalogue }: Deps) {
  const { services } = await catalogue.get();
  const chosen = SERVICE_TYPES.flatMap((type) =>
    services.filter((service) => service.serviceType === type && !service.forKids).slice(0, HOME_CARDS_PER_TYPE),
  );
  const placed = await placedSiteImages(
    db,
    chosen.map((service) => siteImageSlot.service(service.id)),
  );
  return Promise.all(
    chosen.map(async (service) => {
      // A photo an administrator placed on the service wins over its latest look.
      const site = placed[siteImageSlot.service(service.id)];
      const [look] = site ? [] : await publicLooks(db, { serviceId: service.id }, 1);
      const photo = site?.image ?? look?.photo ?? null;
      return { ...serviceLink(service), photoUrl: photo?.url ?? null, photo, focalPoint: site?.focalPoint };
    }),
  );
}

/** Every live service's and city's slug, for sitemap.xml. */
export async function storefrontSlugs({ catalogue }: Pick<Services, "catalogue">) {
  const { services, cities } = await catalogue.get();
  return {
    services: [...new Set(services.map((service) => serviceSlug(service.name)))],
    cities: citiesWithSlugs(cities).map((city) => city.slug),
  };
}
