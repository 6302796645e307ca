// Mail the provider refused or never answered stays QUEUED in the outbox; this job, started
// with the app and stopped when it closes, delivers it once the provider is back. Several
// server processes may each run it: a delivery is claimed before it is sent.
import type { Services } from "@primp/api";
import { startMailRetryJob } from "@primp/mail";
import type { FastifyInstance } from "fastify";

export function registerMailRetry(app: FastifyInstance, services: Services) {
  const job = startMailRetryJob({
    db: services.db,
    provider: services.mail.provider,
    intervalMs: services.config.mailRetryIntervalMs,
    onRun(result) {
      if (result.sent + result.queued + result.failed > 0) app.log.info({ mail: result }, "mail retry run");
    },
    onError(error) {
      app.log.warn({ err: error }, "mail retry run failed; trying again at the next interval");
    },
  });
  // Closing the app waits for a run in flight, so the database can be closed right after.
  app.addHook("onClose", () => job.stop());
}
