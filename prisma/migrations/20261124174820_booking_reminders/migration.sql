-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('EMAIL', 'SMS');

-- CreateEnum
CREATE TYPE "ReminderKind" AS ENUM ('CUSTOMER_DAY_BEFORE', 'CUSTOMER_HOURS_BEFORE', 'PRO_DAY_BEFORE');

-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "channel" "MessageChannel" NOT NULL DEFAULT 'EMAIL';

-- CreateTable
CREATE TABLE "BookingReminder" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "kind" "ReminderKind" NOT NULL,
    "appointmentAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingReminder_bookingId_kind_appointmentAt_key" ON "BookingReminder"("bookingId", "kind", "appointmentAt");

-- AddForeignKey
ALTER TABLE "BookingReminder" ADD CONSTRAINT "BookingReminder_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Booking_status_appointmentAt_idx" ON "Booking"("status", "appointmentAt");
