export {
  type RecordedTwilioRequest,
  startTwilioStandIn,
  type TwilioFailure,
  type TwilioStandIn,
} from "./twilio-standin.ts";
