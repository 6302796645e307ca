-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "coalesceKey" TEXT;

-- CreateIndex
CREATE INDEX "MailMessage_coalesceKey_idx" ON "MailMessage"("coalesceKey");
