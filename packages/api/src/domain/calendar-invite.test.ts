// The .ics files read back through an independent parser (ical.js): the instants are the
// appointment's wall time in its own zone, also on the days the clocks change.
import { appointmentInstant } from "@primp/core";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  bookingInviteIcs,
  type InviteBooking,
  inviteAttachment,
  inviteUid,
  senderAsPerson,
} from "./calendar-invite.ts";

const booking = (date: string, time: string, timeZone: string, extra: Partial<InviteBooking> = {}): InviteBooking => ({
  id: "bk_1",
  serviceName: "Silk Press",
  appointmentAt: appointmentInstant(date, time, timeZone),
  durationMinutes: 120,
  timeZone,
  localDate: date,
  localTime: time,
  aptAddress1: "1 Beacon St",
  aptAddress2: "Apt 4",
  aptCity: "Boston",
  aptState: "MA",
  aptZip: "02108",
  inviteSequence: 0,
  assignedProId: "pro_1",
  ...extra,
});

const parties = { appUrl: "https://primp.test", mailFrom: "Primp Bookings <bookings@primp.test>" };

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return { calendar, event };
}

describe("booking calendar invites", () => {
  it.each([
    // Spring forward: March 8, 2026 is the first day of daylight time in both zones.
    ["2026-03-08", "10:00", "America/New_York", "2026-03-08T14:00:00.000Z", "2026-03-08T16:00:00.000Z"],
    ["2026-03-08", "10:00", "America/Los_Angeles", "2026-03-08T17:00:00.000Z", "2026-03-08T19:00:00.000Z"],
    // The Saturday before, still standard time.
    ["2026-03-07", "10:00", "America/New_York", "2026-03-07T15:00:00.000Z", "2026-03-07T17:00:00.000Z"],
    // Fall back: November 1, 2026 is standard time again.
    ["2026-11-01", "10:00", "America/Chicago", "2026-11-01T16:00:00.000Z", "2026-11-01T18:00:00.000Z"],
    ["2026-10-31", "10:00", "America/Chicago", "2026-10-31T15:00:00.000Z", "2026-10-31T17:00:00.000Z"],
    ["2026-11-01", "19:30", "America/Denver", "2026-11-02T02:30:00.000Z", "2026-11-02T04:30:00.000Z"],
    // No daylight time at all.
    ["2026-07-15", "10:00", "Pacific/Honolulu", "2026-07-15T20:00:00.000Z", "2026-07-15T22:00:00.000Z"],
  ])("%s %s in %s starts at %s and ends at %s", (date, time, zone, start, end) => {
    const { calendar, event } = parse(bookingInviteIcs(booking(date, time, zone), "REQUEST", parties));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().toISOString()).toBe(end);
    expect(event.startDate.zone?.tzid).toBe("UTC");
  });

  it("carries the place, the service, a stable UID and the sequence", () => {
    const { event } = parse(
      bookingInviteIcs(
        booking("2026-12-02", "14:30", "America/New_York", { inviteSequence: 3, durationMinutes: 45 }),
        "REQUEST",
        parties,
      ),
    );
    expect(event.uid).toBe(inviteUid("bk_1"));
    expect(event.sequence).toBe(3);
    expect(event.location).toBe("1 Beacon St, Apt 4, Boston, MA 02108");
    expect(event.summary).toBe("Primp: Silk Press");
    expect(event.description).toContain("Wednesday, December 2, 2026 at 2:30");
    expect(event.description).toContain("Eastern time");
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED as a base64 text/calendar attachment", () => {
    const attachment = inviteAttachment(
      booking("2026-12-02", "14:30", "America/New_York", { inviteSequence: 1 }),
      "CANCEL",
      { ...parties, attendee: { name: "Ana Lima", email: "ana@example.com" } },
    );
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const { calendar, event } = parse(Buffer.from(attachment.contentBase64, "base64").toString("utf8"));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe(inviteUid("bk_1"));
    expect(event.sequence).toBe(1);
  });

  it("is organised by the sender of our e-mails and names its one recipient as the attendee", () => {
    const { event } = parse(
      bookingInviteIcs(booking("2026-12-02", "14:30", "America/New_York"), "REQUEST", {
        ...parties,
        attendee: { name: "Jasmine Carter", email: "jasmine@example.com" },
      }),
    );
    const organizer = event.component.getFirstProperty("organizer");
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe("mailto:bookings@primp.test");
    expect(organizer?.getParameter("cn")).toBe("Primp Bookings");
    const attendees = event.attendees;
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]?.getFirstValue()).toLowerCase()).toBe("mailto:jasmine@example.com");
    expect(attendees[0]?.getParameter("cn")).toBe("Jasmine Carter");
    expect(attendees[0]?.getParameter("rsvp")).toBe("TRUE");
  });

  it("is TENTATIVE while no pro has accepted, CONFIRMED once one has", () => {
    const status = (assignedProId: string | null) =>
      parse(
        bookingInviteIcs(booking("2026-12-02", "14:30", "America/New_York", { assignedProId }), "REQUEST", parties),
      ).event.component.getFirstPropertyValue("status");
    expect(status(null)).toBe("TENTATIVE");
    expect(status("pro_1")).toBe("CONFIRMED");
  });

  it.each([
    ["Primp <hello@primp.local>", { name: "Primp", email: "hello@primp.local" }],
    ['"Primp Bookings" <bookings@primp.com>', { name: "Primp Bookings", email: "bookings@primp.com" }],
    ["hello@primp.com", { name: "Primp", email: "hello@primp.com" }],
  ])("reads the organizer from MAIL_FROM %s", (mailFrom, person) => {
    expect(senderAsPerson(mailFrom)).toEqual(person);
  });
});
