-- DropIndex
DROP INDEX "Booking_customerId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Booking_email_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "Booking_customerId_createdAt_id_status_idx" ON "Booking"("customerId", "createdAt", "id", "status");

-- CreateIndex
CREATE INDEX "Booking_email_createdAt_id_status_idx" ON "Booking"("email", "createdAt", "id", "status");
