// The applicant/pro review page's reliability block: acceptances (released ones included),
// the median time from payment to acceptance, late releases, and the average of visible reviews.
import { applicationSchema } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function acceptedApplicantPro() {
  const applicant = await services.db.applicant.create({
    data: {
      ...applicationSchema.parse({
        firstName: "Maya",
        lastName: "Reyes",
        email: "maya@example.com",
        phone: "617-555-0124",
        address: "1 Main St",
        city: "Boston",
        state: "MA",
        country: "US",
        zip: "02108",
        birthday: "1990-04-01",
        contactPref: "Email",
        licensed: false,
        location: "MA",
        specialities: ["Hair Braider"],
        allergies: false,
        hasCar: true,
        salesExperience: false,
      }),
      status: "ACCEPTED",
    },
  });
  const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
  await services.db.proProfile.update({ where: { userId: pro.user.id }, data: { applicantId: applicant.id } });
  return { applicant, pro };
}

describe("applicant.get for an applicant who became a pro", () => {
  it("shows acceptances, median time to accept, late releases and the average rating", async () => {
    const { applicant, pro } = await acceptedApplicantPro();
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const paidAt = new Date(Date.now() - 5 * HOUR);
    for (const [day, minutes] of [10, 50, 30].entries()) {
      await createBookingRow(services, {
        status: "ACCEPTED",
        assignedProId: pro.user.id,
        hoursAhead: 24 * (7 + day), // a pro holds one appointment at a time
        data: { paidAt, acceptedAt: new Date(paidAt.getTime() + minutes * MINUTE) },
      });
    }
    for (const hoursAhead of [10, 72]) {
      const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.user.id, hoursAhead });
      await pro.caller.pro.releaseBooking({ bookingId: booking.id });
    }
    for (const [rating, hidden, minutesToAccept] of [
      [4, false, 40],
      [5, false, 60],
      [1, true, 70],
    ] as const) {
      const customer = await createPerson(services);
      const booking = await createBookingRow(services, {
        customer,
        status: "COMPLETED",
        assignedProId: pro.user.id,
        data: { paidAt, acceptedAt: new Date(paidAt.getTime() + minutesToAccept * MINUTE) },
      });
      await services.db.review.create({
        data: {
          bookingId: booking.id,
          proId: pro.user.id,
          authorId: customer.id,
          rating,
          hiddenAt: hidden ? new Date() : null,
        },
      });
    }

    const { reliability } = await admin.caller.applicant.get({ applicantId: applicant.id });
    expect(reliability).toEqual({
      // 3 accepted + 3 completed (the review bookings) still assigned, and 2 released.
      acceptances: 8,
      // 10, 30, 40, 50, 60, 70 minutes.
      medianMinutesToAccept: 45,
      lateReleases: 1,
      averageRating: 4.5,
      reviewCount: 2,
    });
  });

  it("has no reliability block for an applicant who is not a pro", async () => {
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const { applicant } = await acceptedApplicantPro();
    await services.db.proProfile.updateMany({ where: { applicantId: applicant.id }, data: { applicantId: null } });
    expect((await admin.caller.applicant.get({ applicantId: applicant.id })).reliability).toBeNull();
  });
});
