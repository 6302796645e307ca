-- CreateEnum
CREATE TYPE "BookingPaymentState" AS ENUM ('HELD', 'CAPTURED', 'RELEASED');

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "capturedAt" TIMESTAMP(3),
ADD COLUMN     "capturedCents" INTEGER,
ADD COLUMN     "heldAt" TIMESTAMP(3),
ADD COLUMN     "paymentState" "BookingPaymentState";

-- Bookings paid before holds existed were charged in full when paid.
UPDATE "Booking" SET "paymentState" = 'CAPTURED', "capturedAt" = "paidAt", "capturedCents" = "totalCents"
 WHERE "paidAt" IS NOT NULL;
