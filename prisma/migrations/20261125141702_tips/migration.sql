-- CreateEnum
CREATE TYPE "TipStatus" AS ENUM ('CHARGING', 'CHARGED', 'DECLINED');

-- CreateTable
CREATE TABLE "Tip" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "proId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" "TipStatus" NOT NULL DEFAULT 'CHARGING',
    "claimedAt" TIMESTAMP(3),
    "paymentIntentId" TEXT,
    "chargedAt" TIMESTAMP(3),
    "declineMessage" TEXT,
    "transferId" TEXT,
    "transferredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tip_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Tip_paymentIntentId_key" ON "Tip"("paymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "Tip_transferId_key" ON "Tip"("transferId");

-- CreateIndex
CREATE INDEX "Tip_proId_status_chargedAt_idx" ON "Tip"("proId", "status", "chargedAt");

-- CreateIndex
CREATE INDEX "Tip_status_transferId_idx" ON "Tip"("status", "transferId");

-- CreateIndex
CREATE UNIQUE INDEX "Tip_bookingId_number_key" ON "Tip"("bookingId", "number");

-- AddForeignKey
ALTER TABLE "Tip" ADD CONSTRAINT "Tip_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tip" ADD CONSTRAINT "Tip_proId_fkey" FOREIGN KEY ("proId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
