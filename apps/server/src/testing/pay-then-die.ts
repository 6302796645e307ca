// A server process that confirms one payment (the provider's webhook, the real domain path)
// and then hangs before any job worker has run, so the crash test can kill -9 it between
// the payment confirmation's commit and the sending of its e-mails.
//   DATABASE_URL=postgres://… or PGLITE_DIR=…, PAYMENT_INTENT_ID=pi_…
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices, handlePaymentWebhook } from "@primp/api";
import { createDatabase } from "@primp/db";
import { LOCAL_WEBHOOK_SECRET, signLocalWebhook } from "@primp/payments";

const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
const services = createServices({
  database,
  env: { APP_URL: "http://primp.test" },
  storageRoot: mkdtempSync(path.join(tmpdir(), "primp-crash-")),
  allowLocalProviders: true,
});
// The engine is started as the server starts it, so the mail.send jobs are written with the
// payment; no worker runs before the kill.
await services.jobs.start();
const body = JSON.stringify({
  id: `evt_crash_${Date.now()}`,
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: process.env.PAYMENT_INTENT_ID } },
});
const outcome = await handlePaymentWebhook(services, Buffer.from(body), signLocalWebhook(body, LOCAL_WEBHOOK_SECRET));
process.stdout.write(`${outcome}\n`);
setInterval(() => undefined, 60_000);
