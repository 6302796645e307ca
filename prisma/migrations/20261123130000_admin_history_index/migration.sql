-- The admin booking history in its exact order (status descending, then oldest first), so a
-- page of the two-status "pending" tab is read from the index instead of sorting the whole tab.
-- It serves every query the (status, createdAt) index did, which it replaces.
-- DropIndex
DROP INDEX "Booking_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Booking_status_createdAt_id_idx" ON "Booking"("status" DESC, "createdAt", "id");
