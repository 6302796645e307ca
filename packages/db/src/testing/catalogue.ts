// The catalogue a test database can start with: what seedDatabase writes without demo accounts
// (services, hair types, skin shades, cities, articles, blog posts, testimonials). The test
// templates are made by this function, so they hold exactly what the seed writes.
import type { Db } from "../client.ts";
import { seedDatabase } from "../seed/seed.ts";

export async function seedTestCatalogue(db: Db): Promise<void> {
  // Only demo accounts have passwords, and none is made.
  await seedDatabase(db, { hashPassword: async () => "unused", demoAccounts: false });
}
