-- AlterEnum
ALTER TYPE "BookingChangeKind" ADD VALUE 'CANCELLED_NO_PRO';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "cancelPayoutCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "startsSoonAlertSentAt" TIMESTAMP(3),
ADD COLUMN     "waitingAlertSentAt" TIMESTAMP(3);
