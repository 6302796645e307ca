// POST /webhooks/stripe: the payment provider's events. The body is kept as raw bytes because
// the signature covers them exactly; the same route serves the local provider, which signs
// its events in Stripe's format.
import { handlePaymentWebhook, type Services, WebhookRejectedError } from "@primp/api";
import { errorBody } from "@primp/core";
import type { FastifyInstance } from "fastify";

export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";
export const WEBHOOK_NOT_VERIFIED = "Webhook signature could not be verified.";
export const WEBHOOK_NOT_HANDLED = "Webhook could not be handled.";

export async function registerWebhooks(app: FastifyInstance, services: Services) {
  // An encapsulated scope, so only this route reads bodies as raw buffers.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      try {
        const outcome = await handlePaymentWebhook(
          services,
          body,
          typeof signature === "string" ? signature : undefined,
        );
        return reply.send({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookRejectedError) {
          request.log.warn({ reason: error.message }, "webhook refused");
          return reply.code(400).send(errorBody(WEBHOOK_NOT_VERIFIED));
        }
        // Any other failure is answered 500 so the provider retries the event later.
        request.log.error({ err: error }, "webhook handling failed");
        return reply.code(500).send(errorBody(WEBHOOK_NOT_HANDLED));
      }
    });
  });
}
