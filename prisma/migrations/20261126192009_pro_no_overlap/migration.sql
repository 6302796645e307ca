-- A pro never holds two overlapping accepted appointments. Prisma's schema cannot say this,
-- so it is written by hand (prisma/schema.prisma names it in a comment on Booking).
-- An appointment occupies [appointmentAt, appointmentAt + durationMinutes): back-to-back
-- appointments do not overlap. Only an accepted booking the pro has agreed to holds them: a
-- move still waiting for the pro's answer (rescheduleRequestedAt set) holds nothing until they
-- confirm it. btree_gist lets one GiST index compare the pro's id (=) and the range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "Booking" ADD CONSTRAINT "Booking_pro_no_overlap" EXCLUDE USING gist (
  "assignedProId" WITH =,
  tsrange("appointmentAt", "appointmentAt" + make_interval(mins => "durationMinutes"), '[)') WITH &&
) WHERE ("status" = 'ACCEPTED' AND "rescheduleRequestedAt" IS NULL);
