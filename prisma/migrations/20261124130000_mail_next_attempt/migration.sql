-- Mail retries back off (packages/mail/src/backoff.ts): a QUEUED message is tried again at
-- nextAttemptAt. Existing rows are due at once.
-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "MailMessage_status_nextAttemptAt_idx" ON "MailMessage"("status", "nextAttemptAt");
