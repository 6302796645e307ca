// The catalogue's public pages (/services/<slug>, /<city>) and the home page's service cards:
// what anyone, signed in or not, and search engines may see. Prices and texts are the
// catalogue's; pros are those with a public page; photos are looks their customers agreed to
// show. The browser's queries and the server's renderer both read them from here.
import {
  type CatalogueService,
  citySlugs,
  publicRating,
  REVIEWS,
  SERVICE_TYPES,
  serviceSlug,
  serviceUpcharges,
  siteImageSlot,
} from "@primp/core";
import type { City, Sql } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { sql as sqlFragment } from "kysely";
import type { Services } from "../trpc.ts";
import { fullName } from "./dashboard-recipients.ts";
import { withPhotos } from "./image-variants.ts";
import { proCard } from "./pro-card.ts";
import { visible } from "./pro-reputation.ts";
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
type Deps = Pick<Services, "db" | "sql" | "catalogue">;

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

/** Pros with a public page (a PRO account with a slug) and their visible reviews' totals, best rated first. */
function rankedPros(sql: Sql) {
  const totals = sql
    .selectFrom("Review")
    .select(["proId"])
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.sum<number>("rating").as("sum")])
    .where("hiddenAt", "is", null)
    .groupBy("proId")
    .as("t");
  return (
    sql
      .selectFrom("User as u")
      .innerJoin("ProProfile as p", "p.userId", "u.id")
      .leftJoin("ProAvailability as a", "a.proId", "u.id")
      .leftJoin(totals, "t.proId", "u.id")
      .select(["u.id", "u.firstName", "u.lastName", "u.avatarUrl", "p.state", "p.slug", "t.count", "t.sum"])
      .where("u.role", "=", "PRO")
      .where("p.slug", "is not", null)
      // publicRating's figures: a pro without a public rating counts as 0 stars from 0 reviews.
      .orderBy(
        (eb) =>
          eb
            .case()
            .when("t.count", ">=", REVIEWS.publicAfterCount)
            .then(sqlFragment<number>`round(${eb.ref("t.sum")}::numeric / ${eb.ref("t.count")}, 1)`)
            .else(0)
            .end(),
        "desc",
      )
      .orderBy(
        (eb) => eb.case().when("t.count", ">=", REVIEWS.publicAfterCount).then(eb.ref("t.count")).else(0).end(),
        "desc",
      )
      .orderBy("u.firstName")
      .orderBy("u.lastName")
      .orderBy("u.id")
      .limit(TOP_PROS_SHOWN)
  );
}

type RankedPros = ReturnType<typeof rankedPros>;

/** The six best-rated of the pros `only` keeps (rated first, then by number of reviews, then by name), with their rating. */
async function topPros(sql: Sql, only: (query: RankedPros) => RankedPros) {
  const pros = await only(rankedPros(sql)).execute();
  return pros.map(({ id, firstName, lastName, avatarUrl, state, slug, count, sum }) => ({
    ...proCard({ id, firstName, lastName, avatarUrl, proProfile: { state, slug } }),
    rating: publicRating(Number(count ?? 0), Number(sum ?? 0)),
  }));
}

/** Pros who take this service: it is among their chosen services, or they chose none (every service). */
const offers =
  (serviceId: string) =>
  (query: RankedPros): RankedPros =>
    query.where((eb) =>
      eb.or([
        eb("a.proId", "is", null),
        eb(eb.fn("cardinality", ["a.serviceIds"]), "=", 0),
        eb(eb.val(serviceId), "=", eb.fn.any("a.serviceIds")),
      ]),
    );

/** Pros whose profile names this city (in any letter case) and its state. */
const livesIn =
  (city: { city: string; state: string }) =>
  (query: RankedPros): RankedPros =>
    query.where((eb) => eb(eb.fn("lower", ["p.city"]), "=", city.city.toLowerCase())).where("p.state", "=", city.state);

/** Public looks (see `showsLook`), each with its booking and pro. */
function lookRows(sql: Sql) {
  return sql
    .selectFrom("Review as r")
    .innerJoin("Booking as b", "b.id", "r.bookingId")
    .innerJoin("User as u", "u.id", "r.proId")
    .leftJoin("ProProfile as p", "p.userId", "u.id")
    .select([
      "r.id",
      "b.customerPhotoUrl",
      "b.serviceId",
      "b.serviceType",
      "b.serviceName",
      "u.id as proId",
      "u.firstName",
      "u.lastName",
      "p.slug",
    ])
    .where("r.hiddenAt", "is", null)
    .where("r.lookConsent", "=", true)
    .where("b.customerPhotoUrl", "is not", null)
    .where("u.role", "=", "PRO");
}

/** The latest public looks of a service's or a city's bookings, each naming its pro (by their page) and service, with its photo's sizes. */
async function publicLooks(
  { db, sql }: Pick<Deps, "db" | "sql">,
  bookings: { serviceId: string } | { cityId: string },
) {
  const rows = await lookRows(sql)
    .where(
      "serviceId" in bookings ? "b.serviceId" : "b.cityId",
      "=",
      "serviceId" in bookings ? bookings.serviceId : bookings.cityId,
    )
    .orderBy("r.createdAt", "desc")
    .orderBy("r.id", "desc")
    .limit(LOOKS_SHOWN)
    .execute();
  const looks = rows.map((row) => ({
    id: row.id,
    photoUrl: row.customerPhotoUrl as string,
    serviceId: row.serviceId,
    serviceType: row.serviceType,
    serviceName: row.serviceName,
    pro: { userId: row.proId, name: fullName(row), slug: row.slug },
  }));
  return withPhotos(db, looks, (look) => look.photoUrl);
}

/** /services/<slug>: a live service's page, or NOT_FOUND. */
export async function publicServicePage({ db, sql, catalogue }: Deps, slug: string) {
  const { services, cities } = await catalogue.get();
  const service = services.find((candidate) => serviceSlug(candidate.name) === slug);
  if (!service) throw new TRPCError({ code: "NOT_FOUND", message: SERVICE_PAGE_NOT_FOUND });
  const slot = siteImageSlot.service(service.id);
  const [pros, looks, totals, placed] = await Promise.all([
    topPros(sql, offers(service.id)),
    publicLooks({ db, sql }, { serviceId: service.id }),
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
export async function publicCityPage({ db, sql, catalogue }: Deps, slug: string) {
  const { services, cities } = await catalogue.get();
  const city = citiesWithSlugs(cities).find((candidate) => candidate.slug === slug);
  if (!city) throw new TRPCError({ code: "NOT_FOUND", message: CITY_PAGE_NOT_FOUND });
  const slot = siteImageSlot.city(city.id);
  const [pros, looks, placed] = await Promise.all([
    topPros(sql, livesIn(city)),
    publicLooks({ db, sql }, { cityId: city.id }),
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
export async function homeServiceCards({ db, sql, catalogue }: Deps) {
  const { services } = await catalogue.get();
  const chosen = SERVICE_TYPES.flatMap((type) =>
    services.filter((service) => service.serviceType === type && !service.forKids).slice(0, HOME_CARDS_PER_TYPE),
  );
  const placed = await placedSiteImages(
    db,
    chosen.map((service) => siteImageSlot.service(service.id)),
  );
  // A photo an administrator placed on the service wins over its latest look; one query finds
  // the latest look of every other card.
  const unplaced = chosen.filter((service) => !placed[siteImageSlot.service(service.id)]);
  const latest = unplaced.length
    ? await lookRows(sql)
        .where(
          "b.serviceId",
          "in",
          unplaced.map((service) => service.id),
        )
        .distinctOn("b.serviceId")
        .orderBy("b.serviceId")
        .orderBy("r.createdAt", "desc")
        .orderBy("r.id", "desc")
        .execute()
    : [];
  const looks = new Map(
    (await withPhotos(db, latest, (look) => look.customerPhotoUrl)).map((look) => [look.serviceId, look.photo]),
  );
  return chosen.map((service) => {
    const site = placed[siteImageSlot.service(service.id)];
    const photo = site?.image ?? looks.get(service.id) ?? null;
    // A placed photo is the site's own picture, not a pro's result, and its description says so.
    const photoFrom: "site" | "look" | null = site ? "site" : photo ? "look" : null;
    return { ...serviceLink(service), photoUrl: photo?.url ?? null, photo, photoFrom, focalPoint: site?.focalPoint };
  });
}

/** Every live service's and city's slug, for sitemap.xml. */
export async function storefrontSlugs({ catalogue }: Pick<Services, "catalogue">) {
  const { services, cities } = await catalogue.get();
  return {
    services: [...new Set(services.map((service) => serviceSlug(service.name)))],
    cities: citiesWithSlugs(cities).map((city) => city.slug),
  };
}
