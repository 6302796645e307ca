-- AlterTable
ALTER TABLE "Review" ALTER COLUMN "authorId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "BookingLink" (
    "tokenHash" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "BookingLink_bookingId_idx" ON "BookingLink"("bookingId");

-- AddForeignKey
ALTER TABLE "BookingLink" ADD CONSTRAINT "BookingLink_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
