// The catalogue read through a short-lived copy in memory. The seed is the catalogue's only
// writer, so a copy a few seconds old is as good as the table, and the routes that read it on
// every call (booking.catalogue, quote.compute, booking.create) then make no catalogue query.
import type { Db } from "@primp/db";
import { type Catalogue, loadCatalogue } from "./catalogue.ts";

export interface CatalogueCache {
  /** The catalogue, read again once the copy is older than the time to live (0: every call). */
  get(): Promise<Catalogue>;
}

export function createCatalogueCache(db: Db, ttlMs: number, now: () => number = Date.now): CatalogueCache {
  // The promise, not its result, is kept: requests arriving while the catalogue loads share one read.
  let cached: { catalogue: Promise<Catalogue>; expiresAt: number } | undefined;
  return {
    get() {
      const at = now();
      if (cached && at < cached.expiresAt) return cached.catalogue;
      const catalogue = loadCatalogue(db);
      if (ttlMs > 0) {
        const entry = { catalogue, expiresAt: at + ttlMs };
        cached = entry;
        // A failed read (the database restarting) is not kept; the next request tries again.
        catalogue.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return catalogue;
    },
  };
}
