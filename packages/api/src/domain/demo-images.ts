// The demo's pictures: when the demo accounts exist (development, a labelled demo), sample
// pictures drawn by demo-image-art.ts go through the real pipeline, so every public page shows
// photos with their srcset, AVIF/WebP and placeholder: each demo pro's profile photo, looks of
// Jasmine's completed, reviewed bookings of the demo customer, and placed site images (the home
// hero and two services' cards). Safe on every start and by two processes at once: the writes run
// in one transaction behind an advisory lock, each piece only where it is missing (a booking by
// its fixed id, a profile photo where none is set, the site images only into an empty table, so
// an administrator's removals are kept); then every demo picture without variants yet is handed
// to `makeVariants` (queued as the images.variants job by the server, made at once by a script).
import { randomBytes } from "node:crypto";
import {
  appointmentInstant,
  type BookingAnswers,
  type CatalogueService,
  computeQuote,
  localDate,
  NO_SURCHARGE_GENERAL_ANSWERS,
  type ServiceFlow,
  siteImageSlot,
  validateBookingAnswers,
} from "@primp/core";
import { type Db, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA, DEMO_PRO_NY, type Prisma } from "@primp/db";
import type { Storage } from "@primp/storage";
import { bookedFor } from "./booking-create.ts";
import { renderSampleArt, type SampleArt } from "./demo-image-art.ts";
import { saveCustomerReview } from "./reviews.ts";

type Tx = Prisma.TransactionClient;
export type DemoImagesDeps = { db: Db; storage: Storage };

/** Not the seed's key (7_740_313) nor the migrations': this runs after the seed, on its own. */
const DEMO_IMAGES_LOCK_KEY = 7_740_317;

const DAY_MS = 86_400_000;

/** One look: a completed Boston booking of the demo customer with Jasmine, reviewed with consent. */
interface DemoLook {
  /** The booking's id: fixed, so a second run finds it. */
  bookingId: string;
  service: string;
  answers: Omit<BookingAnswers, "serviceId" | "serviceType">;
  daysAgo: number;
  rating: number;
  comment: string;
}

const HAIR_BASICS = {
  hairType: "COILY",
  curlPattern: "4A",
  hairDensity: "Medium Thickness",
  hairExt: false,
  hairLoss: false,
  sensitiveScalp: false,
  ...NO_SURCHARGE_GENERAL_ANSWERS,
} as const;

/**
 * Jasmine's looks. Priya has none: she has not linked a payout account, so none of her
 * bookings can have been paid out, which is what makes a booking COMPLETED and reviewable.
 */
export const DEMO_LOOKS: readonly DemoLook[] = [
  {
    bookingId: "demo-look-silk-press",
    service: "Silk Press",
    answers: HAIR_BASICS,
    daysAgo: 12,
    rating: 5,
    comment: "Sleek, shiny and it lasted all week. Jasmine was on time and so careful with my ends.",
  },
  {
    bookingId: "demo-look-updo",
    service: "Updo",
    answers: HAIR_BASICS,
    daysAgo: 26,
    rating: 5,
    comment: "My wedding-guest updo held through the whole night. Would book again.",
  },
  {
    bookingId: "demo-look-blowout",
    service: "Blowout",
    answers: { ...HAIR_BASICS, hairDry: true },
    daysAgo: 41,
    rating: 4,
    comment: "Lovely volume. She arrived a few minutes late but let me know ahead.",
  },
];

/** The services whose home card gets a placed sample photo, besides the hero. */
export const DEMO_SITE_IMAGE_SERVICES = ["Silk Press", "Glam Makeup"] as const;

export interface DemoImagesSummary {
  profilePhotos: number;
  looks: number;
  siteImages: number;
  /** Uploads whose variants this run made. */
  variants: number;
  ms: number;
}

interface StoredSample {
  key: string;
  url: string;
}

export interface DemoImagesOptions {
  /**
   * Makes (or queues) the variants of one upload: the server queues the images.variants job, as
   * an upload does, so its start is not held up; a script without job workers makes them at once
   * (`makeImageVariants`).
   */
  makeVariants(uploadId: string): Promise<unknown>;
  log?(line: string): void;
  now?: Date;
}

/**
 * Draws and stores the demo's sample pictures (nothing when the demo accounts are absent), then
 * hands every demo upload still without variants to `makeVariants`.
 */
export async function seedDemoImages(deps: DemoImagesDeps, options: DemoImagesOptions): Promise<DemoImagesSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const accounts = await demoAccountIds(deps.db);
  const summary = { profilePhotos: 0, looks: 0, siteImages: 0, variants: 0 };
  if (!accounts) return { ...summary, ms: 0 };

  const written: string[] = [];
  const store = async (tx: Tx, ownerId: string, kind: string, folder: string, art: SampleArt) => {
    const data = await renderSampleArt(art);
    // A new key every time, as for an upload: a run waiting on the lock never writes over another's file.
    const key = `${folder}/${now.getTime()}-${randomBytes(3).toString("hex")}-sample-${slugOf(art.title)}.jpg`;
    const { sizeBytes } = await deps.storage.put(key, data);
    written.push(key);
    await tx.upload.create({ data: { ownerId, kind, path: key, mimeType: "image/jpeg", sizeBytes } });
    return { key, url: deps.storage.publicUrl(key) } satisfies StoredSample;
  };

  try {
    await deps.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${DEMO_IMAGES_LOCK_KEY})`);
        summary.profilePhotos = await seedProfilePhotos(tx, accounts, store);
        summary.looks = await seedLooks(tx, accounts, store, now);
        summary.siteImages = await seedSiteImages(tx, accounts, store);
      },
      { maxWait: 60_000, timeout: 120_000 },
    );
  } catch (error) {
    // Nothing points at the files of a transaction that did not commit.
    for (const key of written) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }

  // Also the pictures of an earlier start whose variants were never made (stopped meanwhile).
  const pending = await deps.db.upload.findMany({
    where: {
      ownerId: { in: [accounts.admin, ...accounts.pros.map((pro) => pro.id)] },
      kind: { in: ["avatar", "submission", "site"] },
      path: { contains: "-sample-" },
      variantsMadeAt: null,
    },
    select: { id: true },
  });
  for (const upload of pending) await options.makeVariants(upload.id);
  summary.variants = pending.length;
  const ms = Math.round(performance.now() - started);
  if (summary.profilePhotos + summary.looks + summary.siteImages + summary.variants > 0) {
    options.log?.(
      `Demo images: drew ${summary.profilePhotos} profile photos, ${summary.looks} looks and ${summary.siteImages} site images ` +
        `(sample pictures, marked as such) and passed ${summary.variants} on for their variants, in ${ms} ms.`,
    );
  }
  return { ...summary, ms };
}

type Store = (tx: Tx, ownerId: string, kind: string, folder: string, art: SampleArt) => Promise<StoredSample>;

interface DemoAccountIds {
  admin: string;
  customer: { id: string; firstName: string; lastName: string; email: string; phone: string };
  pros: { id: string; firstName: string; lastName: string }[];
  jasmine: string;
}

/** The demo accounts' ids, or null unless all of them exist (the demo was not asked for). */
async function demoAccountIds(db: Db): Promise<DemoAccountIds | null> {
  const emails = [DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA, DEMO_PRO_NY].map((account) => account.email);
  const users = await db.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true, firstName: true, lastName: true, phone: true },
  });
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const [admin, customer, jasmine, priya] = emails.map((email) => byEmail.get(email));
  if (!admin || !customer || !jasmine || !priya) return null;
  return { admin: admin.id, customer, pros: [jasmine, priya], jasmine: jasmine.id };
}

async function seedProfilePhotos(tx: Tx, accounts: DemoAccountIds, store: Store): Promise<number> {
  let added = 0;
  for (const [index, pro] of accounts.pros.entries()) {
    // Read behind the lock: another process may have set it while this one waited.
    const { avatarUrl } = await tx.user.findUniqueOrThrow({ where: { id: pro.id }, select: { avatarUrl: true } });
    if (avatarUrl) continue;
    const art: SampleArt = {
      kind: "portrait",
      width: 640,
      height: 640,
      // Short enough for the round crop.
      title: `${pro.firstName} ${pro.lastName.charAt(0)}.`,
      caption: "Demo profile photo",
      tone: index,
    };
    const { url } = await store(tx, pro.id, "avatar", `avatars/${pro.id}`, art);
    // Conditional: a photo the pro uploaded meanwhile is kept.
    added += (await tx.user.updateMany({ where: { id: pro.id, avatarUrl: null }, data: { avatarUrl: url } })).count;
  }
  return added;
}

async function seedLooks(tx: Tx, accounts: DemoAccountIds, store: Store, now: Date): Promise<number> {
  const existing = await tx.booking.findMany({
    where: { id: { in: DEMO_LOOKS.map((look) => look.bookingId) } },
    select: { id: true },
  });
  const missing = DEMO_LOOKS.filter((look) => !existing.some((row) => row.id === look.bookingId));
  if (!missing.length) return 0;
  const boston = await tx.city.findFirstOrThrow({ where: { city: DEMO_PRO_MA.proProfile?.city, state: "MA" } });
  const { customer } = accounts;
  for (const [index, look] of missing.entries()) {
    const row = await tx.service.findUniqueOrThrow({ where: { name: look.service } });
    const service: CatalogueService = { ...row, flow: row.flow as ServiceFlow };
    const answers = { ...look.answers, serviceType: service.serviceType, serviceId: service.id } as BookingAnswers;
    const [problem] = validateBookingAnswers(answers, service);
    if (problem) throw new Error(`The demo look ${look.bookingId} has an incomplete questionnaire: ${problem.message}`);
    const quote = computeQuote(answers, service);
    // 11 A.M. in Boston, `daysAgo` days before now; done, paid out and reviewed over the next days.
    const timeZone = "America/New_York";
    const day = localDate(new Date(now.getTime() - look.daysAgo * DAY_MS), timeZone);
    const schedule = { date: day, time: "11:00", timeZone: "Eastern" } as const;
    const appointmentAt = appointmentInstant(schedule.date, schedule.time, timeZone);
    const at = (hoursAfter: number) => new Date(appointmentAt.getTime() + hoursAfter * 3_600_000);
    const photo = await store(tx, accounts.jasmine, "submission", `submissions/${customer.id}`, {
      kind: "look",
      width: 960,
      height: 1200,
      title: service.name,
      caption: `Demo look by ${DEMO_PRO_MA.firstName} ${DEMO_PRO_MA.lastName.charAt(0)}.`,
      tone: index + 1,
    });
    const booking = await tx.booking.create({
      data: {
        id: look.bookingId,
        status: "COMPLETED",
        customerId: customer.id,
        ...bookedFor(customer, boston, service, { answers, schedule, totalCents: quote.totalCents }),
        appointmentAt,
        timeZone,
        localDate: schedule.date,
        localTime: schedule.time,
        durationMinutes: service.durationMinutes,
        aptAddress1: "12 Marlborough St",
        aptCity: boston.city,
        aptState: boston.state,
        aptZip: "02116",
        answers,
        billing: { sameAsAppointment: true },
        totalCents: quote.totalCents,
        payoutCents: quote.payoutCents,
        // Paid by card (the local provider keeps no intent across restarts, so none is named:
        // a tip is then asked with a new card, as for a booking without a saved one).
        paidAt: at(-72),
        paymentState: "CAPTURED",
        heldAt: at(-72),
        capturedAt: at(2),
        capturedCents: quote.totalCents,
        assignedProId: accounts.jasmine,
        acceptedAt: at(-70),
        onMyWayAt: at(-0.75),
        etaMinutes: 40,
        arrivedAt: at(-0.05),
        doneAt: at(2),
        completedAt: at(50),
        payoutTransferId: `tr_local_${look.bookingId}`,
        customerPhotoUrl: photo.url,
        createdAt: at(-73),
        lines: { create: quote.lines.map((line, position) => ({ position, ...line })) },
      },
    });
    await saveCustomerReview(
      tx,
      booking,
      customer.id,
      { rating: look.rating, comment: look.comment, lookConsent: true },
      at(60),
    );
  }
  return missing.length;
}

/** The hero and two services' cards, only into an empty table: after that the places are the administrators'. */
async function seedSiteImages(tx: Tx, accounts: DemoAccountIds, store: Store): Promise<number> {
  if ((await tx.siteImage.count()) > 0) return 0;
  const services = await tx.service.findMany({ where: { name: { in: [...DEMO_SITE_IMAGE_SERVICES] }, live: true } });
  const places: { slot: string; art: SampleArt; focal?: { focalX: number; focalY: number } }[] = [
    {
      slot: siteImageSlot.hero(),
      // Right of the headline, above the booking form; the focal point keeps it in a phone's narrow crop.
      art: {
        kind: "wide",
        width: 1600,
        height: 900,
        title: "Hero photo",
        caption: "Demo site image",
        tone: 0,
        anchorX: 0.74,
        anchorY: 0.3,
        textSize: 0.07,
      },
      focal: { focalX: 74, focalY: 28 },
    },
    ...services.map((service, index) => ({
      slot: siteImageSlot.service(service.id),
      art: {
        kind: "wide" as const,
        width: 960,
        height: 640,
        title: service.name,
        caption: "Demo site image",
        tone: index + 2,
      },
    })),
  ];
  for (const place of places) {
    const { url } = await store(tx, accounts.admin, "site", `site/${place.slot.replace("/", "-")}`, place.art);
    await tx.siteImage.create({ data: { slot: place.slot, imageUrl: url, ...place.focal } });
  }
  return places.length;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
