-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "openedToStateAt" TIMESTAMP(3);
