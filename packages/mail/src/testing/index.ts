export {
  mailerOnStandIn,
  type PostmarkFailure,
  type PostmarkStandIn,
  type RecordedPostmarkRequest,
  startPostmarkStandIn,
} from "./postmark-standin.ts";
