-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "requestedProId" TEXT;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_requestedProId_fkey" FOREIGN KEY ("requestedProId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
