-- DropIndex
DROP INDEX "Booking_status_aptState_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "Booking_status_aptState_createdAt_id_appointmentAt_requeste_idx" ON "Booking"("status", "aptState", "createdAt", "id", "appointmentAt", "requestedProId", "paidAt", "requestDeclinedAt");
