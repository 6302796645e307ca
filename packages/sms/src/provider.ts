/** One text message; `to` is an E.164 number ("+16175550199"), the sender is the provider's own setting. */
export interface OutgoingSms {
  to: string;
  body: string;
}

/** Delivers text messages. Throws on failure; the outbox decides whether to try again. */
export interface SmsProvider {
  readonly name: "twilio" | "local";
  send(message: OutgoingSms): Promise<{ providerId: string }>;
}

/** A failure that sending again cannot fix (a number that cannot receive texts). */
export class PermanentSmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentSmsError";
  }
}
