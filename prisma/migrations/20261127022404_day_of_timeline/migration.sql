-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "arrivedAt" TIMESTAMP(3),
ADD COLUMN     "etaMinutes" INTEGER,
ADD COLUMN     "notOnTheWayAlertSentAt" TIMESTAMP(3),
ADD COLUMN     "onMyWayAt" TIMESTAMP(3),
ADD COLUMN     "safetyCheckAlertSentAt" TIMESTAMP(3);
