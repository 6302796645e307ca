// Catalogue rows and complete answer sets for the unit tests (not exported from the package).
import { type BookingAnswers, NO_SURCHARGE_GENERAL_ANSWERS } from "./answers";
import type { CatalogueService } from "./catalogue";

export function makeService(overrides: Partial<CatalogueService> = {}): CatalogueService {
  return {
    id: "svc-silk-press",
    name: "Silk Press",
    serviceType: "HAIR",
    priceCents: 10000,
    detail: "",
    live: true,
    flow: "STANDARD",
    forKids: false,
    durationMinutes: 120,
    ...overrides,
  };
}

/** The general questions answered so that none of them adds a surcharge. */
export const NO_SURCHARGE_GENERAL = NO_SURCHARGE_GENERAL_ANSWERS;

/** A complete, surcharge-free set of hair answers for a service; flow answers come in `extra`. */
export function hairAnswers(service: CatalogueService, extra: Partial<BookingAnswers> = {}): BookingAnswers {
  return {
    serviceType: "HAIR",
    serviceId: service.id,
    hairType: "Straight",
    hairDensity: "Medium Thickness",
    hairExt: false,
    hairLoss: false,
    sensitiveScalp: false,
    ...NO_SURCHARGE_GENERAL,
    ...extra,
  };
}
