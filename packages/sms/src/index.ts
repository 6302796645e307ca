export { createSmsProvider, type TwilioKeys } from "./create-sms.ts";
export { createLocalSmsProvider } from "./local-provider.ts";
export { toE164 } from "./phone.ts";
export { type OutgoingSms, PermanentSmsError, type SmsProvider } from "./provider.ts";
export { createTwilioSmsProvider, type TwilioProviderOptions } from "./twilio-provider.ts";
