-- CreateEnum
CREATE TYPE "BookingChangeKind" AS ENUM ('RESCHEDULED', 'RESCHEDULE_CONFIRMED', 'RESCHEDULE_DECLINED', 'RESCHEDULE_EXPIRED', 'MARKED_DONE', 'PAYOUT_HELD', 'PAYOUT_RELEASED');

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "durationMinutes" INTEGER NOT NULL DEFAULT 90;

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "doneAt" TIMESTAMP(3),
ADD COLUMN     "durationMinutes" INTEGER NOT NULL DEFAULT 90,
ADD COLUMN     "inviteSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payoutHeldAt" TIMESTAMP(3),
ADD COLUMN     "rescheduleRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "attachments" JSONB;

-- CreateTable
CREATE TABLE "BookingChange" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "kind" "BookingChangeKind" NOT NULL,
    "actorId" TEXT,
    "actorRole" "Role",
    "fromAppointmentAt" TIMESTAMP(3),
    "toAppointmentAt" TIMESTAMP(3),
    "fromLocal" TEXT,
    "toLocal" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BookingChange_bookingId_createdAt_idx" ON "BookingChange"("bookingId", "createdAt");

-- AddForeignKey
ALTER TABLE "BookingChange" ADD CONSTRAINT "BookingChange_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
