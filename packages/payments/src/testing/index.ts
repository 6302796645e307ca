export { decodeStripeForm, type FormObject, type FormValue } from "./form-body.ts";
export {
  type RecordedStripeRequest,
  type StripeFault,
  type StripeStandIn,
  startStripeStandIn,
} from "./stripe-standin.ts";
