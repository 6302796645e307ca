-- DropIndex
DROP INDEX "Booking_customerId_createdAt_id_status_idx";

-- DropIndex
DROP INDEX "Booking_email_createdAt_id_status_idx";

-- CreateIndex
CREATE INDEX "Booking_customerId_appointmentAt_id_status_idx" ON "Booking"("customerId", "appointmentAt", "id", "status");

-- CreateIndex
CREATE INDEX "Booking_email_appointmentAt_id_status_idx" ON "Booking"("email", "appointmentAt", "id", "status");
