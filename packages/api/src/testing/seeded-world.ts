// A suite's per-test world: fresh services on a new database that starts with the seeded
// catalogue, closed after each test. Call at the top of a test file; read `world.services`
// inside a test, never at import.
import { afterEach, beforeEach } from "vitest";
import { type Catalogue, catalogueLookups } from "./booking-test-data.ts";
import { createTestServices, type TestServices } from "./index.ts";

export interface SeededWorld {
  services: TestServices;
  catalogue: Catalogue;
}

export function seededWorldPerTest(env: Record<string, string> = {}): SeededWorld {
  const world = {} as SeededWorld;
  beforeEach(async () => {
    world.services = await createTestServices(env, { catalogue: true });
    world.catalogue = catalogueLookups(world.services.db);
  });
  afterEach(() => world.services.close());
  return world;
}
