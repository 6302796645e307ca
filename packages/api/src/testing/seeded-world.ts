// A suite's per-test world: fresh services on a new database holding the seeded catalogue,
// closed after each test. Call at the top of a test file.
import { afterEach, beforeEach } from "vitest";
import { seedCatalogue } from "./booking-test-data.ts";
import { createTestServices, type TestServices } from "./index.ts";

export interface SeededWorld {
  services: TestServices;
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
}

export function seededWorldPerTest(env: Record<string, string> = {}): SeededWorld {
  const world = {} as SeededWorld;
  beforeEach(async () => {
    world.services = await createTestServices(env);
    world.catalogue = await seedCatalogue(world.services.db);
  });
  afterEach(() => world.services.close());
  return world;
}
