// A pro holds one appointment at a time. The database refuses a second accepted booking that
// overlaps one they hold (the exclusion constraint of migration pro_no_overlap), whichever
// write tries it and however many run at once; this turns that refusal into a sentence that
// names the appointment they already hold.
import { alreadyBookedThen, formatAppointment } from "@primp/core";
import { type Booking, isDeadlock, isExclusionViolation, PRO_NO_OVERLAP_CONSTRAINT } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { sql as sqlFragment } from "kysely";
import type { Services } from "../trpc.ts";

type Appointment = Pick<Booking, "id" | "appointmentAt" | "durationMinutes">;

/** The pro's accepted appointment that overlaps `booking`'s time, if any. */
export async function heldAppointmentAt(sql: Services["sql"], proId: string, booking: Appointment) {
  const end = new Date(booking.appointmentAt.getTime() + booking.durationMinutes * 60_000);
  return sql
    .selectFrom("Booking as b")
    .select(["b.serviceName", "b.localDate", "b.localTime", "b.timeZone"])
    .where("b.assignedProId", "=", proId)
    .where("b.status", "=", "ACCEPTED")
    .where("b.rescheduleRequestedAt", "is", null)
    .where("b.id", "!=", booking.id)
    .where("b.appointmentAt", "<", end)
    .where(
      sqlFragment<Date>`b."appointmentAt" + make_interval(mins => b."durationMinutes")`,
      ">",
      booking.appointmentAt,
    )
    .orderBy("b.appointmentAt")
    .executeTakeFirst();
}

/** Two racing writers that the server's deadlock detector stopped are run again this often at most. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs a write that gives `booking` to the pro; an overlap it causes is answered in words. The
 * write must be safe to run again (a conditional claim is): a deadlock between two writers
 * checking the constraint at once aborts one of them, which then runs again.
 */
export async function refusingOverlap<T>(
  sql: Services["sql"],
  proId: string,
  booking: Appointment,
  write: () => Promise<T>,
  retries = DEADLOCK_RETRIES,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (retries > 0 && isDeadlock(error)) return refusingOverlap(sql, proId, booking, write, retries - 1);
    if (!isExclusionViolation(error, PRO_NO_OVERLAP_CONSTRAINT)) throw error;
    const held = await heldAppointmentAt(sql, proId, booking);
    const named = held
      ? `${held.serviceName} on ${formatAppointment(held.localDate, held.localTime, held.timeZone)}`
      : "another booking";
    throw new TRPCError({ code: "CONFLICT", message: alreadyBookedThen(named) });
  }
}
