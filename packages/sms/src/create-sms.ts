import { createLocalSmsProvider } from "./local-provider.ts";
import type { SmsProvider } from "./provider.ts";
import { createTwilioSmsProvider } from "./twilio-provider.ts";

export interface TwilioKeys {
  accountSid: string;
  authToken: string;
  from: string;
}

/** Twilio when its keys are given, else the local provider (texts stay in the outbox). */
export function createSmsProvider(twilioKeys: TwilioKeys | null, apiBaseUrl?: string): SmsProvider {
  return twilioKeys ? createTwilioSmsProvider({ ...twilioKeys, apiBaseUrl }) : createLocalSmsProvider();
}
