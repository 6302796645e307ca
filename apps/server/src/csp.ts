// The Content-Security-Policy directives. Stripe's hosts are allowed only when the browser
// uses Stripe (a publishable key is set): Stripe.js from js.stripe.com, its API calls to
// api.stripe.com, and its frames: the card field (js.stripe.com), 3-D Secure challenges
// (hooks.stripe.com) and fraud signals (m.stripe.network).
import type { AppConfig } from "@primp/api";

export const STRIPE_SCRIPT_SOURCES = ["https://js.stripe.com"];
export const STRIPE_CONNECT_SOURCES = ["https://api.stripe.com"];
export const STRIPE_FRAME_SOURCES = ["https://js.stripe.com", "https://hooks.stripe.com", "https://m.stripe.network"];

export function contentSecurityPolicy(config: Pick<AppConfig, "production" | "stripeJs">) {
  const stripe = (sources: string[]) => (config.stripeJs ? sources : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripe(STRIPE_SCRIPT_SOURCES)],
    frameSrc: ["'self'", "https://www.google.com", ...stripe(STRIPE_FRAME_SOURCES)],
    imgSrc: ["'self'", "data:", "blob:"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...stripe(STRIPE_CONNECT_SOURCES)],
    upgradeInsecureRequests: config.production ? [] : null,
  };
}
