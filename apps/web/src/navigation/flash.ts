// A one-off message carried to the next page in router state (e.g. the sign-up success
// text shown on the home page). It belongs to that history entry, so Back shows it again
// and any other navigation drops it.
export type FlashTone = "success" | "error";

export interface Flash {
  message: string;
  tone: FlashTone;
}

export function withFlash(message: string, tone: FlashTone = "success"): { flash: Flash } {
  return { flash: { message, tone } };
}

export function readFlash(state: unknown): Flash | null {
  if (typeof state !== "object" || state === null || !("flash" in state)) return null;
  const flash = (state as { flash: unknown }).flash;
  if (typeof flash !== "object" || flash === null) return null;
  const { message, tone } = flash as Partial<Flash>;
  if (typeof message !== "string" || (tone !== "success" && tone !== "error")) return null;
  return { message, tone };
}
