import { blogParagraphs, CURL_PATTERN_HAIR_TYPES, LUXE_MAKEUP_PRICE_CENTS, SERVICE_FLOWS } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../client.ts";
import { createTestDatabase, POSTGRES_TEST_URL_ENV } from "../test-database.ts";
import { DEMO_ACCOUNTS, DEMO_PRO_MA, DEMO_PRO_NY } from "./accounts.ts";
import { SEED_BLOG_POSTS } from "./content.ts";
import { findDemoAccounts, removeDemoAccounts } from "./demo-accounts.ts";
import { type SeedOptions, seedDatabase } from "./seed.ts";

// A cheap stand-in for scrypt: hashing itself is tested in packages/api; here it only has
// to differ from the raw password, and to show whether it ran.
const fakeHash = async (password: string) => `hash:${password}`;

/** Every spec-named service, with the flow that asks its follow-up questions. */
const SPEC_SERVICES = [
  { name: "Blowout", flow: "BLOWOUT" },
  { name: "Locs", flow: "LOCS" },
  { name: "Braided Extension", flow: "BRAIDED_EXTENSION" },
  { name: "Cornrow", flow: "CORNROW" },
  { name: "Wig Installation", flow: "WIG_INSTALLATION" },
  { name: "Signature Braid Style w/added hair", flow: "SIGNATURE_BRAIDS" },
  { name: "Custom Wig", flow: "CUSTOM_WIG" },
  { name: "Luxe Makeup", flow: "LUXE_MAKEUP" },
] as const;

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function counts() {
  const { db } = database;
  return {
    cities: await db.city.count(),
    services: await db.service.count(),
    hairTypes: await db.hairType.count(),
    skinShades: await db.skinShade.count(),
    blogPosts: await db.blogPost.count(),
    articles: await db.article.count(),
    testimonials: await db.testimonial.count(),
    users: await db.user.count(),
    proProfiles: await db.proProfile.count(),
  };
}

describe("seedDatabase", () => {
  it("fills a fresh database with the catalogue, the content and, when asked, one account per demo user", async () => {
    const summary = await seedDatabase(database.db, { hashPassword: fakeHash, demoAccounts: true });
    expect(await counts()).toEqual({
      cities: summary.cities,
      services: summary.services,
      hairTypes: 4,
      skinShades: 12,
      blogPosts: 6,
      articles: 9,
      testimonials: 4,
      users: 4,
      proProfiles: 2,
    });
    expect(summary.accountsCreated).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    for (const type of ["HAIR", "MAKEUP", "NAIL", "HENNA"] as const) {
      expect(await database.db.service.count({ where: { serviceType: type, live: true } })).toBeGreaterThan(0);
    }
  });

  it("includes every service the spec names with its flow, kids' services and Luxe Makeup at $150", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash });
    const services = await database.db.service.findMany();
    for (const expected of SPEC_SERVICES) {
      expect(services.find((service) => service.name === expected.name)).toMatchObject({ ...expected, live: true });
    }
    expect(services.find((service) => service.name === "Luxe Makeup")).toMatchObject({
      serviceType: "MAKEUP",
      priceCents: LUXE_MAKEUP_PRICE_CENTS,
    });
    expect(LUXE_MAKEUP_PRICE_CENTS).toBe(15000);
    for (const flow of SERVICE_FLOWS) {
      expect(services.some((service) => service.flow === flow && service.live)).toBe(true);
    }
    expect(services.filter((service) => service.forKids && service.live).length).toBeGreaterThan(0);
    expect(services.some((service) => !service.live)).toBe(true);
    expect(services.every((service) => Number.isInteger(service.priceCents) && service.priceCents > 0)).toBe(true);
    expect(services.every((service) => service.detail.length > 0)).toBe(true);
    // The form lists services by sortOrder within a type, so positions must not repeat.
    for (const type of ["HAIR", "MAKEUP", "NAIL", "HENNA"] as const) {
      const orders = services.filter((service) => service.serviceType === type).map((service) => service.sortOrder);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it("seeds the hair types that trigger the curl pattern question, and well-formed shades", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash });
    const hairTypes = await database.db.hairType.findMany({ orderBy: { sortOrder: "asc" } });
    // Exactly the names core compares against, so the question appears for them.
    expect(CURL_PATTERN_HAIR_TYPES).toEqual(["CURLY", "COILY"]);
    expect(hairTypes.map((type) => type.name)).toEqual(expect.arrayContaining([...CURL_PATTERN_HAIR_TYPES]));
    const shades = await database.db.skinShade.findMany();
    expect(shades.every((shade) => /^#[0-9A-F]{6}$/.test(shade.hexCode) && shade.foundationShade !== "")).toBe(true);
  });

  it("has live and not-live cities in Massachusetts, and live cities elsewhere", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash });
    const massachusetts = await database.db.city.findMany({ where: { state: "MA" } });
    expect(massachusetts.find((city) => city.city === "Boston")?.live).toBe(true);
    expect(massachusetts.some((city) => !city.live)).toBe(true);
    const liveStates = await database.db.city.findMany({ where: { live: true }, distinct: ["state"] });
    expect(liveStates.length).toBeGreaterThan(3);
  });

  it("writes article previews longer than the list cuts them, and blog posts on our own pages", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash });
    const articles = await database.db.article.findMany();
    expect(articles.every((article) => article.preview.length >= 250)).toBe(true);
    const posts = await database.db.blogPost.findMany({ orderBy: { id: "asc" } });
    for (const post of posts) {
      expect(post.imageUrl).toMatch(/^\/images\/blog\//);
      expect(post.link).toBe(`/blog/${post.slug}`);
      expect(blogParagraphs(post.body).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("creates verified demo accounts with hashed passwords and a pro profile in each pro's state", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash, demoAccounts: true });
    const users = await database.db.user.findMany({ include: { proProfile: true } });
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((candidate) => candidate.email === account.email);
      // Pros are prompted to change their published password.
      expect(user).toMatchObject({
        role: account.role,
        passwordHash: `hash:${account.password}`,
        mustChangePassword: account.role === "PRO",
      });
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    }
    const pro = (email: string) => users.find((user) => user.email === email)?.proProfile;
    expect(pro(DEMO_PRO_MA.email)).toMatchObject({ state: "MA", stripeConnectId: "acct_local_demo", licensed: true });
    expect(pro(DEMO_PRO_NY.email)).toMatchObject({ state: "NY", stripeConnectId: null });
  });

  it("prints each demo password once, when it creates the account", async () => {
    const lines: string[] = [];
    const options: SeedOptions = { hashPassword: fakeHash, log: (line) => lines.push(line), demoAccounts: true };
    await seedDatabase(database.db, options);
    for (const account of DEMO_ACCOUNTS) {
      expect(lines.some((line) => line.includes(account.email) && line.includes(account.password))).toBe(true);
    }
    lines.length = 0;
    await seedDatabase(database.db, options);
    expect(lines.some((line) => DEMO_ACCOUNTS.some((account) => line.includes(account.password)))).toBe(false);
  });

  it("changes nothing the second time: same counts, passwords and edited content kept", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash, demoAccounts: true });
    const before = await counts();
    // A customer changed their password, and someone edited the testimonials since.
    await database.db.user.update({ where: { email: DEMO_ACCOUNTS[3]?.email }, data: { passwordHash: "changed" } });
    await database.db.testimonial.deleteMany({ where: { sortOrder: 4 } });

    const rerunHashes: string[] = [];
    const summary = await seedDatabase(database.db, {
      hashPassword: async (password) => {
        rerunHashes.push(password);
        return fakeHash(password);
      },
      demoAccounts: true,
    });

    expect(await counts()).toEqual({ ...before, testimonials: 3 });
    expect(summary).toMatchObject({ blogPosts: 0, articles: 0, testimonials: 0, accountsCreated: [] });
    expect(rerunHashes).toEqual([]);
    const customer = await database.db.user.findUnique({ where: { email: DEMO_ACCOUNTS[3]?.email } });
    expect(customer?.passwordHash).toBe("changed");
  });

  it("writes the text of its blog posts that a database moved to our pages without it, and only that", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash, demoAccounts: false });
    const [first, second] = SEED_BLOG_POSTS;
    // As the migration leaves an older database: the post on our pages, its text not there yet;
    // and a post someone has since rewritten.
    await database.db.blogPost.update({ where: { slug: first?.slug }, data: { body: "" } });
    await database.db.blogPost.update({ where: { slug: second?.slug }, data: { body: "Rewritten." } });

    const summary = await seedDatabase(database.db, { hashPassword: fakeHash, demoAccounts: false });

    expect(summary.blogTexts).toBe(1);
    const posts = await database.db.blogPost.findMany({ orderBy: { id: "asc" }, take: 2 });
    expect(posts.map((post) => [post.link, post.body])).toEqual([
      [`/blog/${first?.slug}`, first?.body],
      [`/blog/${second?.slug}`, "Rewritten."],
    ]);
  });

  it("brings an edited catalogue row back in line with the seed data", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash });
    await database.db.service.update({ where: { name: "Luxe Makeup" }, data: { priceCents: 1 } });
    await seedDatabase(database.db, { hashPassword: fakeHash });
    expect((await database.db.service.findUnique({ where: { name: "Luxe Makeup" } }))?.priceCents).toBe(15000);
  });

  it("leaves the demo accounts out unless asked for them", async () => {
    const summary = await seedDatabase(database.db, { hashPassword: fakeHash });
    expect(summary.accountsCreated).toEqual([]);
    expect(await database.db.user.count()).toBe(0);
    expect(await database.db.service.count()).toBeGreaterThan(0);
  });

  // PGlite is one connection: nothing runs beside a transaction there, so only PostgreSQL has
  // seeds that overlap.
  it.skipIf(!process.env[POSTGRES_TEST_URL_ENV])(
    "seeds once when several processes seed an empty database at the same moment",
    async () => {
      const SEEDS = 3;
      let hashing = 0;
      let finished = 0;
      const waitingForTheSeedLock = async () => {
        const [row] = await database.db.$queryRawUnsafe<{ waiting: number }[]>(
          "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        );
        return row?.waiting ?? 0;
      };
      // Two processes starting together both find no account and hash its password at once.
      // Here each hash waits until every other seed is hashing too, has finished, or waits for
      // the seed lock: so the seeds overlap exactly there, whatever the machine's speed.
      const hashOnceTheOthersCaughtUp = async (password: string) => {
        hashing += 1;
        while (hashing + finished + (await waitingForTheSeedLock()) < SEEDS) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        hashing -= 1;
        return fakeHash(password);
      };
      const runs = await Promise.allSettled(
        Array.from({ length: SEEDS }, () =>
          seedDatabase(database.db, { hashPassword: hashOnceTheOthersCaughtUp, demoAccounts: true }).finally(() => {
            finished += 1;
          }),
        ),
      );
      expect(runs.map((run) => run.status)).toEqual(Array(SEEDS).fill("fulfilled"));
      const created = runs.flatMap((run) => (run.status === "fulfilled" ? run.value.accountsCreated : []));
      expect(created.sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
      expect(await counts()).toMatchObject({ blogPosts: 6, articles: 9, testimonials: 4, users: 4, proProfiles: 2 });
    },
    60_000,
  );
});

describe("the demo accounts on a database", () => {
  it("are found and removed, and nothing else is", async () => {
    await seedDatabase(database.db, { hashPassword: fakeHash, demoAccounts: true });
    await database.db.user.create({
      data: { email: "real@primp.test", role: "CUSTOMER", firstName: "R", lastName: "L" },
    });
    await database.db.user.delete({ where: { email: DEMO_PRO_NY.email } });
    const expected = DEMO_ACCOUNTS.map((account) => account.email).filter((email) => email !== DEMO_PRO_NY.email);
    expect(await findDemoAccounts(database.db)).toEqual(expected);

    expect(await removeDemoAccounts(database.db)).toEqual(expected);
    expect(await findDemoAccounts(database.db)).toEqual([]);
    expect((await database.db.user.findMany()).map((user) => user.email)).toEqual(["real@primp.test"]);
    expect(await database.db.service.count()).toBeGreaterThan(0);
  });
});
