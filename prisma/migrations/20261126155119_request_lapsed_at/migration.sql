-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "requestLapsedAt" TIMESTAMP(3);
