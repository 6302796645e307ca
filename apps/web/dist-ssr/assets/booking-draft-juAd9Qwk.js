// src/features/booking/booking-draft.ts
var DRAFT_KEY = "primp.book-now.draft";
function sessionStorageOrNull() {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
var isRecord = (value) => typeof value === "object" && value !== null;
var isScalarRecord = (value) => isRecord(value) && Object.values(value).every((item) => [
	"string",
	"number",
	"boolean"
].includes(typeof item));
/** What storage holds, when it is a draft this form wrote and it is less than a day old. */
function parseDraft(stored, now) {
	if (!stored) return null;
	let draft;
	try {
		draft = JSON.parse(stored);
	} catch {
		return null;
	}
	if (!isRecord(draft) || !isRecord(draft.form) || typeof draft.savedAt !== "number") return null;
	if (now - draft.savedAt > 864e5 || draft.savedAt > now) return null;
	const { schedule, answers } = draft.form;
	if (!isScalarRecord(schedule) || !isScalarRecord(answers) || !isScalarRecord(draft.address)) return null;
	const requestedProId = typeof draft.requestedProId === "string" ? draft.requestedProId : null;
	const { fromSlot, ...rest } = draft;
	return {
		...rest,
		requestedProId,
		...typeof fromSlot === "boolean" ? { fromSlot } : {}
	};
}
/** A draft kept in `storage`, aged by `now` (the browser's clock; a test's hand-driven one). */
function createDraftStore(storage, now) {
	return {
		/** The draft, or null (and storage emptied) when there is none, it is unreadable or a day old. */
		read() {
			const store = storage();
			const draft = parseDraft(store?.getItem(DRAFT_KEY) ?? null, now());
			if (!draft) store?.removeItem(DRAFT_KEY);
			return draft;
		},
		save(draft) {
			try {
				storage()?.setItem(DRAFT_KEY, JSON.stringify({
					...draft,
					savedAt: now()
				}));
			} catch {}
		},
		/** Forgets the draft: the booking is made, or the customer starts over. */
		clear() {
			storage()?.removeItem(DRAFT_KEY);
		}
	};
}
/** This tab's draft. */
var bookingDraft = createDraftStore(sessionStorageOrNull, Date.now);
export { bookingDraft as t };
