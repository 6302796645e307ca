// The Book Now answers kept in the tab's session storage, so a reload, the browser's Back or
// a visit to another page never loses a long questionnaire. A draft lives until the booking is
// made, "Start over" clears it, or it is a day old. Only the questionnaire and the appointment
// address are kept: contact details and the card are typed again.
import type { BookingFormState } from "@primp/core";
import type { AddressDraft } from "./booking-state";

const DRAFT_KEY = "primp.book-now.draft";
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface BookingDraft {
  form: BookingFormState;
  address: AddressDraft;
  /** The quick bar's answers the draft started from, so a new quick-bar visit starts afresh. */
  origin: string | null;
  /** The one professional asked for (?pro=, "Book this look"); absent in drafts from before. */
  requestedProId?: string | null;
  /** Whether the time is picked from the offered slots (absent: slots, unless a time was typed). */
  fromSlot?: boolean;
  savedAt: number;
}

/** The part of the Web Storage API a draft needs (session storage in the browser). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Session storage is refused in some private modes; the form then simply is not kept.
function sessionStorageOrNull(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isScalarRecord = (value: unknown) =>
  isRecord(value) && Object.values(value).every((item) => ["string", "number", "boolean"].includes(typeof item));

/** What storage holds, when it is a draft this form wrote and it is less than a day old. */
function parseDraft(stored: string | null, now: number): BookingDraft | null {
  if (!stored) return null;
  let draft: unknown;
  try {
    draft = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(draft) || !isRecord(draft.form) || typeof draft.savedAt !== "number") return null;
  if (now - draft.savedAt > DRAFT_LIFETIME_MS || draft.savedAt > now) return null;
  const { schedule, answers } = draft.form;
  if (!isScalarRecord(schedule) || !isScalarRecord(answers) || !isScalarRecord(draft.address)) return null;
  const requestedProId = typeof draft.requestedProId === "string" ? draft.requestedProId : null;
  const { fromSlot, ...rest } = draft as unknown as BookingDraft;
  return { ...rest, requestedProId, ...(typeof fromSlot === "boolean" ? { fromSlot } : {}) };
}

/** A draft kept in `storage`, aged by `now` (the browser's clock; a test's hand-driven one). */
export function createDraftStore(storage: () => DraftStorage | null, now: () => number) {
  return {
    /** The draft, or null (and storage emptied) when there is none, it is unreadable or a day old. */
    read(): BookingDraft | null {
      const store = storage();
      const draft = parseDraft(store?.getItem(DRAFT_KEY) ?? null, now());
      if (!draft) store?.removeItem(DRAFT_KEY);
      return draft;
    },
    save(draft: Omit<BookingDraft, "savedAt">) {
      try {
        storage()?.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: now() }));
      } catch {
        // Storage full or refused: the form still works, it is only not kept.
      }
    },
    /** Forgets the draft: the booking is made, or the customer starts over. */
    clear() {
      storage()?.removeItem(DRAFT_KEY);
    },
  };
}

/** This tab's draft. */
export const bookingDraft = createDraftStore(sessionStorageOrNull, Date.now);
