// The setup most router tests share: fresh services on a fresh database, with the demo catalogue,
// for each test of a file, closed after it. Read `world.services` inside a test, never at import.
import { afterEach, beforeEach } from "vitest";
import { seedCatalogue } from "./booking-test-data.ts";
import { createTestServices, type TestServices } from "./index.ts";

export interface TestWorld {
  services: TestServices;
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
}

export function servicesWithCatalogueEachTest(): TestWorld {
  const world = {} as TestWorld;
  beforeEach(async () => {
    world.services = await createTestServices();
    world.catalogue = await seedCatalogue(world.services.db);
  });
  afterEach(() => world.services.close());
  return world;
}
