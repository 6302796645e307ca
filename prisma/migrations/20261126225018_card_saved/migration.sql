-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "BookingPaymentState" ADD VALUE 'CARD_SAVED';
ALTER TYPE "BookingPaymentState" ADD VALUE 'CARD_NEEDED';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "setupIntentId" TEXT,
ADD COLUMN     "unheldAlertSentAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "Booking_setupIntentId_key" ON "Booking"("setupIntentId");
