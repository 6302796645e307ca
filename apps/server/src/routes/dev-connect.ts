// The local stand-in for Stripe's hosted Connect onboarding. With no Stripe keys the local
// payments provider links pros here (/dev/connect-onboarding?account=<id>&return=<url>);
// "Finish" sends them back to the return address, as Stripe does after onboarding.
import type { Services } from "@primp/api";
import { PRODUCT_NAME } from "@primp/core";
import { LOCAL_CONNECT_ONBOARDING_PATH } from "@primp/payments";
import type { FastifyInstance } from "fastify";
import { devPage } from "./dev.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Only addresses of this app are followed, so the page cannot be used as an open redirect. */
export function safeReturnUrl(value: string | undefined, appUrl: string): string | null {
  if (!value) return null;
  try {
    const app = new URL(appUrl);
    const target = new URL(value, app);
    return target.origin === app.origin ? target.toString() : null;
  } catch {
    return null;
  }
}

export function registerDevConnect(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { account?: string; return?: string } }>(
    LOCAL_CONNECT_ONBOARDING_PATH,
    async (request, reply) => {
      const account = request.query.account ?? "";
      const returnUrl = safeReturnUrl(request.query.return, services.config.appUrl);
      if (!/^[A-Za-z0-9_-]{4,64}$/.test(account) || !returnUrl) {
        return reply
          .code(400)
          .type("text/html")
          .send(devPage("Onboarding link not valid", "<h1>This onboarding link is not valid</h1>"));
      }
      const cancelUrl = `${services.config.appUrl}/dashboard`;
      const body = `<h1>StripeConnect onboarding (local)</h1>
<p class="meta">No Stripe keys are configured, so ${PRODUCT_NAME} uses a local payments provider. This page stands in for Stripe's hosted onboarding.</p>
<article><p>Connected account: <strong>${escapeHtml(account)}</strong></p>
<p>In production, Stripe would ask here for identity and bank details.</p>
<p><a id="finish-onboarding" href="${escapeHtml(returnUrl)}"><strong>Finish onboarding and return to ${PRODUCT_NAME}</strong></a></p>
<p><a href="${escapeHtml(cancelUrl)}">Cancel</a></p></article>`;
      return reply.type("text/html").send(devPage("StripeConnect onboarding (local)", body));
    },
  );
}
