// Fills a migrated database with the catalogue, the public site's content and, when asked, the
// demo accounts. Safe to run on every start, by several processes at once: one seed runs at a
// time (a transaction-scoped advisory lock), catalogue rows are upserted on their unique keys,
// content is only written into empty tables (so edits and deletions made since are kept), and a
// demo account that exists is left alone, password included.
import { proSlugBase } from "@primp/core";
import type { Db } from "../client.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { DEMO_ACCOUNTS, type DemoAccount } from "./accounts.ts";
import { SEED_CITIES } from "./cities.ts";
import { SEED_ARTICLES, SEED_BLOG_POSTS, SEED_TESTIMONIALS } from "./content.ts";
import { SEED_HAIR_TYPES } from "./hair-types.ts";
import { SEED_SERVICES } from "./services.ts";
import { SEED_SKIN_SHADES } from "./skin-shades.ts";

export interface SeedOptions {
  /** The application's password hash (packages/api), so demo accounts can log in. */
  hashPassword(password: string): Promise<string>;
  log?(line: string): void;
  /**
   * Create the demo accounts, whose passwords are published (default false): only development,
   * a labelled demo and tests ask for them.
   */
  demoAccounts?: boolean;
}

/** Inside the seed's transaction. */
type Tx = Prisma.TransactionClient;

// Any constant works; it only has to be the same for every process sharing a database (and
// differ from the migrations' key).
const SEED_LOCK_KEY = 7_740_313;

export interface SeedSummary {
  /** Catalogue rows created or brought in line with the seed data. */
  cities: number;
  services: number;
  hairTypes: number;
  skinShades: number;
  /** Content rows inserted by this run: 0 when the table already had rows. */
  blogPosts: number;
  /** The seed's posts whose missing text this run wrote in. */
  blogTexts: number;
  articles: number;
  testimonials: number;
  /** E-mails of the demo accounts this run created. */
  accountsCreated: string[];
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  // One transaction: a second process starting at the same moment waits for the first's seed
  // and then finds every row there (no duplicate content, no unique-key failure on an account),
  // and a failure half-way leaves the database as it was.
  const summary: SeedSummary = await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const catalogue = await seedCatalogue(tx);
      const content = await seedContent(tx);
      const accountsCreated = options.demoAccounts ? await seedDemoAccounts(tx, options.hashPassword, log) : [];
      return { ...catalogue, ...content, accountsCreated };
    },
    // The wait for another process's seed counts against the timeout, on a loaded machine too.
    { maxWait: 60_000, timeout: 120_000 },
  );
  const { accountsCreated } = summary;
  log(
    `Seed: ${summary.cities} cities, ${summary.services} services, ${summary.hairTypes} hair types and ` +
      `${summary.skinShades} skin shades up to date; added ${summary.blogPosts} blog posts, ` +
      `${summary.articles} articles, ${summary.testimonials} testimonials and ${accountsCreated.length} demo accounts.`,
  );
  return summary;
}

/**
 * The seed data is the catalogue's source of truth (there is no catalogue editor), so an
 * existing row is updated to match it: a price changed in services.ts shows on the next start.
 */
async function seedCatalogue(tx: Tx) {
  // sortOrder is the position within the service type, the order the booking form lists.
  const positionInType = new Map<string, number>();
  const services = SEED_SERVICES.map((service) => {
    const sortOrder = (positionInType.get(service.serviceType) ?? 0) + 1;
    positionInType.set(service.serviceType, sortOrder);
    return { ...service, sortOrder };
  });

  for (const city of SEED_CITIES) {
    await tx.city.upsert({
      where: { city_state: { city: city.city, state: city.state } },
      create: city,
      update: { live: city.live },
    });
  }
  for (const service of services) {
    await tx.service.upsert({ where: { name: service.name }, create: service, update: service });
  }
  for (const [index, name] of SEED_HAIR_TYPES.entries()) {
    await tx.hairType.upsert({
      where: { name },
      create: { name, sortOrder: index + 1 },
      update: { sortOrder: index + 1 },
    });
  }
  for (const [index, shade] of SEED_SKIN_SHADES.entries()) {
    const row = { ...shade, sortOrder: index + 1 };
    await tx.skinShade.upsert({ where: { hexCode: shade.hexCode }, create: row, update: row });
  }
  return {
    cities: SEED_CITIES.length,
    services: services.length,
    hairTypes: SEED_HAIR_TYPES.length,
    skinShades: SEED_SKIN_SHADES.length,
  };
}

/** Content is written once: after that it belongs to whoever edits the site. */
async function seedContent(tx: Tx) {
  return {
    blogPosts: await fillIfEmpty(tx.blogPost, [...SEED_BLOG_POSTS]),
    blogTexts: await fillBlogTexts(tx),
    articles: await fillIfEmpty(tx.article, [...SEED_ARTICLES]),
    testimonials: await fillIfEmpty(
      tx.testimonial,
      SEED_TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, sortOrder: index + 1 })),
    ),
  };
}

/** The seed's posts moved to our own pages without their text (a migration did that): it is written once. */
async function fillBlogTexts(tx: Tx): Promise<number> {
  let filled = 0;
  for (const post of SEED_BLOG_POSTS) {
    filled += (await tx.blogPost.updateMany({ where: { slug: post.slug, body: "" }, data: { body: post.body } })).count;
  }
  return filled;
}

/** Inserts the rows, in order (lists order by id), only into an empty table; returns how many. */
async function fillIfEmpty<Row>(
  table: { count(): Promise<number>; createMany(args: { data: Row[] }): Promise<{ count: number }> },
  rows: Row[],
): Promise<number> {
  if ((await table.count()) > 0) return 0;
  return (await table.createMany({ data: rows })).count;
}

async function seedDemoAccounts(
  tx: Tx,
  hashPassword: SeedOptions["hashPassword"],
  log: (line: string) => void,
): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await tx.user.findUnique({ where: { email: account.email }, select: { id: true } });
    if (existing) continue;
    await createDemoAccount(tx, account, await hashPassword(account.password));
    created.push(account.email);
    log(`Created demo ${account.role.toLowerCase()} ${account.email} with dev-only password "${account.password}"`);
  }
  return created;
}

function createDemoAccount(tx: Tx, account: DemoAccount, passwordHash: string) {
  return tx.user.create({
    data: {
      email: account.email,
      passwordHash,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      // Demo inboxes do not exist, so the accounts start verified.
      emailVerifiedAt: new Date(),
      // Their passwords are published: pros are prompted to change theirs (spec part 2).
      mustChangePassword: account.role === "PRO",
      // The demo pros' names differ, so each name's own address is free.
      ...(account.proProfile
        ? { proProfile: { create: { ...account.proProfile, slug: proSlugBase(account.firstName, account.lastName) } } }
        : {}),
    },
  });
}
