// E-mails caused by a change are written in the change's own transaction, together with the
// mail.send jobs that deliver them: a crash at any moment leaves either the change with its
// e-mails and jobs, or none of them. (DESIGN.md, "One transaction per change".)
import type { Prisma } from "@primp/db";
import type { JobScheduler } from "@primp/jobs";
import { type MailMessageInput, queueMail } from "@primp/mail";

export async function mailInTransaction(
  jobs: JobScheduler,
  tx: Prisma.TransactionClient,
  messages: MailMessageInput[],
  now: Date,
): Promise<string[]> {
  const ids = await queueMail(tx, messages, now);
  for (const messageId of ids) {
    await jobs.schedule("mail.send", { messageId }, { singletonKey: messageId, startAfter: now, transaction: tx });
  }
  return ids;
}
