// A change that people may be told of by push queues the notice in its own transaction, as
// e-mails are (mail-in-transaction.ts): it goes out only once the change commits, through the
// push.notify job (push-notices.ts), so a slow push service never slows the request.
import type { Prisma } from "@primp/db";
import type { Payload } from "@primp/jobs";
import type { Services } from "../trpc.ts";

export type PushNotice = Payload<"push.notify">;

/** Queues `notice` with the change in `tx`; nothing when push is off. */
export async function pushInTransaction(
  deps: Pick<Services, "jobs" | "push">,
  tx: Prisma.TransactionClient,
  notice: PushNotice,
): Promise<void> {
  if (deps.push.kind === "off") return;
  await deps.jobs.schedule("push.notify", notice, { transaction: tx });
}
