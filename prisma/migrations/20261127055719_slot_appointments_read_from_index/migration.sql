-- DropIndex
DROP INDEX "Booking_status_appointmentAt_idx";

-- CreateIndex
CREATE INDEX "Booking_status_appointmentAt_assignedProId_durationMinutes_idx" ON "Booking"("status", "appointmentAt", "assignedProId", "durationMinutes");
