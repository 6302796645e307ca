// The Book Now draft's lifetime on a hand-driven clock: kept for a day, then forgotten;
// forgotten at once when the booking is made or the customer starts over.
import { describe, expect, it } from "vitest";
import { type BookingDraft, createDraftStore, DRAFT_LIFETIME_MS, type DraftStorage } from "./booking-draft";

/** Session storage as the browser keeps it: strings by key. */
function memoryStorage(): DraftStorage & { size(): number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    size: () => items.size,
  };
}

const DRAFT: Omit<BookingDraft, "savedAt"> = {
  form: {
    schedule: { cityId: "city-boston", date: "2026-12-05", time: "14:30", timeZone: "Eastern" },
    answers: { serviceType: "HAIR", hairType: "Straight" },
  },
  address: { address1: "12 Beacon St", address2: "", zip: "02108" },
  origin: null,
  requestedProId: null,
};

function storeOnClock(startMs: number) {
  const storage = memoryStorage();
  const clock = { now: startMs };
  return {
    storage,
    clock,
    drafts: createDraftStore(
      () => storage,
      () => clock.now,
    ),
  };
}

describe("the Book Now draft", () => {
  it("is kept for a day and forgotten (storage emptied) once it is older", () => {
    const saved = Date.UTC(2026, 10, 25, 9, 0);
    const { storage, clock, drafts } = storeOnClock(saved);
    drafts.save(DRAFT);

    clock.now = saved + DRAFT_LIFETIME_MS;
    expect(drafts.read()).toEqual({ ...DRAFT, savedAt: saved });

    clock.now = saved + DRAFT_LIFETIME_MS + 1;
    expect(drafts.read()).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it("remembers whether the time was picked from the slots, and reads nothing else as that", () => {
    const saved = Date.UTC(2026, 10, 25, 9, 0);
    const { storage, drafts } = storeOnClock(saved);
    drafts.save({ ...DRAFT, fromSlot: true });
    expect(drafts.read()?.fromSlot).toBe(true);
    // A draft written by hand, as a tampered or older tab might leave it.
    storage.setItem("primp.book-now.draft", JSON.stringify({ ...DRAFT, fromSlot: "yes", savedAt: saved }));
    expect(drafts.read()).toEqual({ ...DRAFT, savedAt: saved });
  });

  it("lives a day from its last change, not from its first", () => {
    const first = Date.UTC(2026, 10, 25, 9, 0);
    const { clock, drafts } = storeOnClock(first);
    drafts.save(DRAFT);
    clock.now = first + 20 * 60 * 60 * 1000;
    drafts.save({ ...DRAFT, address: { ...DRAFT.address, zip: "02109" } });

    clock.now = first + DRAFT_LIFETIME_MS + 60 * 60 * 1000;
    expect(drafts.read()?.address.zip).toBe("02109");
  });

  it("is forgotten at once when the booking is made or the customer starts over", () => {
    const { storage, drafts } = storeOnClock(Date.UTC(2026, 10, 25, 9, 0));
    drafts.save(DRAFT);
    drafts.clear();
    expect(drafts.read()).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it("is not trusted when the clock says it was saved in the future, or when it is not a draft", () => {
    const saved = Date.UTC(2026, 10, 25, 9, 0);
    const { storage, clock, drafts } = storeOnClock(saved);
    drafts.save(DRAFT);
    clock.now = saved - 1;
    expect(drafts.read()).toBeNull();

    storage.setItem("primp.book-now.draft", "{not json");
    expect(drafts.read()).toBeNull();
    expect(storage.size()).toBe(0);
  });
});
