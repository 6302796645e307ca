// A test database made with `catalogue: true` starts with exactly what seedDatabase writes (its
// template is made by the seed), and each one starts whole, whatever the test before did to it
// (on PGlite the pool puts the catalogue back; on PostgreSQL each is a new clone).
import { afterEach, describe, expect, it } from "vitest";
import type { Database, Db } from "../client.ts";
import { createTestDatabase } from "../test-database.ts";
import { seedTestCatalogue } from "./catalogue.ts";

/** Every catalogue table's rows, each without its id and creation time (each seed makes its own), sorted. */
async function catalogueRows(db: Db) {
  const tables = await Promise.all([
    db.city.findMany(),
    db.service.findMany(),
    db.hairType.findMany(),
    db.skinShade.findMany(),
    db.article.findMany(),
    db.blogPost.findMany(),
    db.testimonial.findMany(),
  ]);
  return tables.map((rows) =>
    rows.map(({ id: _id, ...row }) => JSON.stringify({ ...row, createdAt: undefined })).sort(),
  );
}

const opened: Database[] = [];
async function testDatabase(options: { catalogue?: boolean } = {}) {
  const database = await createTestDatabase(options);
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

// The first database of each template a worker opens loads PGlite afresh: over a second idle,
// much more on a loaded machine.
const LOADS_PGLITE = { timeout: 120_000 };

describe("a test database with the catalogue", LOADS_PGLITE, () => {
  it("holds the rows the seed writes into an empty database, and nothing else", async () => {
    const seeded = await testDatabase();
    await seedTestCatalogue(seeded.db);
    const expected = await catalogueRows(seeded.db);
    expect(expected.every((rows) => rows.length > 0)).toBe(true);

    const withCatalogue = await testDatabase({ catalogue: true });
    expect(await catalogueRows(withCatalogue.db)).toEqual(expected);
    expect(await withCatalogue.db.user.count()).toBe(0);
  });

  it("starts whole after a test changed, removed and added catalogue rows", async () => {
    const first = await createTestDatabase({ catalogue: true });
    const expected = await catalogueRows(first.db);
    await first.db.service.updateMany({ data: { live: false } });
    await first.db.testimonial.deleteMany();
    await first.db.blogPost.create({ data: { title: "Extra", imageUrl: "/x.jpg", link: "/blog/extra" } });
    await first.close();

    const next = await testDatabase({ catalogue: true });
    expect(await catalogueRows(next.db)).toEqual(expected);
  });

  it("leaves a database without it empty", async () => {
    const empty = await testDatabase();
    expect((await catalogueRows(empty.db)).every((rows) => rows.length === 0)).toBe(true);
  });
});
