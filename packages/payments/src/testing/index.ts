export { decodeStripeForm, type FormObject, type FormValue } from "./form-body.ts";
export { type RecordedStripeRequest, type StripeStandIn, startStripeStandIn } from "./stripe-standin.ts";
