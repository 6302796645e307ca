import { describe, expect, it } from "vitest";
import type { BookingAnswers } from "./answers";
import { CHILD_SUPERVISION_ALERT, OUT_OF_HOURS_MESSAGE } from "./messages";
import {
  appointmentAddressSchema,
  billingSchema,
  bookingAnswersSchema,
  contactSchema,
  createBookingInputSchema,
  quickRequestSchema,
  scheduleSchema,
  validateBookingAnswers,
} from "./schemas";
import { hairAnswers, makeService, NO_SURCHARGE_GENERAL } from "./test-fixtures";

const schedule = { cityId: "c1", date: "2026-12-05", time: "14:30", timeZone: "Eastern" } as const;

describe("scheduleSchema and quickRequestSchema", () => {
  it("accepts a complete schedule", () => {
    expect(scheduleSchema.parse(schedule)).toEqual(schedule);
    expect(quickRequestSchema.parse({ ...schedule, serviceType: "NAIL" })).toEqual({
      ...schedule,
      serviceType: "NAIL",
    });
  });

  it("requires every quick-booking field", () => {
    for (const field of ["cityId", "serviceType", "date", "time", "timeZone"]) {
      const input: Record<string, unknown> = { ...schedule, serviceType: "HAIR" };
      delete input[field];
      expect(quickRequestSchema.safeParse(input).success, field).toBe(false);
    }
  });

  it("refuses impossible dates, malformed times, unknown zones and out-of-hours times", () => {
    expect(scheduleSchema.safeParse({ ...schedule, date: "2026-02-30" }).success).toBe(false);
    expect(scheduleSchema.safeParse({ ...schedule, time: "2:30 PM" }).success).toBe(false);
    expect(scheduleSchema.safeParse({ ...schedule, timeZone: "America/New_York" }).success).toBe(false);
    const early = scheduleSchema.safeParse({ ...schedule, time: "09:00" });
    expect(early.error?.issues[0]?.message).toBe(OUT_OF_HOURS_MESSAGE);
  });
});

describe("bookingAnswersSchema", () => {
  it("parses per service type and trims free text", () => {
    const parsed = bookingAnswersSchema.parse({
      serviceType: "NAIL",
      serviceId: "n1",
      nailPolish: "Other",
      nailPolishOther: "  Teal shimmer ",
    });
    expect(parsed).toEqual({
      serviceType: "NAIL",
      serviceId: "n1",
      nailPolish: "Other",
      nailPolishOther: "Teal shimmer",
    });
    // The parsed union fits the form's flat record.
    const flat: Partial<BookingAnswers> = parsed;
    expect(flat.serviceType).toBe("NAIL");
  });

  it("refuses values outside the option lists and wrong types", () => {
    const hair = { serviceType: "HAIR", serviceId: "h1" };
    expect(bookingAnswersSchema.safeParse({ ...hair, hairDensity: "Thick-ish" }).success).toBe(false);
    expect(bookingAnswersSchema.safeParse({ ...hair, cornrowsCount: 9 }).success).toBe(false);
    expect(bookingAnswersSchema.safeParse({ ...hair, cornrowsCount: 2.5 }).success).toBe(false);
    expect(bookingAnswersSchema.safeParse({ ...hair, stairs: "yes" }).success).toBe(false);
    expect(bookingAnswersSchema.safeParse({ ...hair, serviceType: "WAXING" }).success).toBe(false);
  });

  it("refuses fields of another service type and anything that is not an answer, such as a price", () => {
    expect(bookingAnswersSchema.safeParse({ serviceType: "NAIL", serviceId: "n", hairType: "Curly" }).success).toBe(
      false,
    );
    expect(bookingAnswersSchema.safeParse({ serviceType: "HAIR", serviceId: "h", upchargeParking: 0 }).success).toBe(
      false,
    );
  });
});

describe("address, contact and billing", () => {
  it("accepts 5-digit ZIP and ZIP+4, address 2 optional", () => {
    expect(appointmentAddressSchema.parse({ address1: " 1 Main St ", zip: "02118" })).toEqual({
      address1: "1 Main St",
      zip: "02118",
    });
    expect(appointmentAddressSchema.safeParse({ address1: "1 Main St", zip: "02118-1234" }).success).toBe(true);
    expect(appointmentAddressSchema.safeParse({ address1: "1 Main St", zip: "2118" }).success).toBe(false);
    expect(appointmentAddressSchema.safeParse({ address1: "  ", zip: "02118" }).success).toBe(false);
  });

  it("normalizes the e-mail and checks the phone loosely", () => {
    const contact = contactSchema.parse({
      firstName: "Ada",
      lastName: "Lo",
      email: " Ada@Example.COM ",
      phone: "(617) 555-0100",
    });
    expect(contact.email).toBe("ada@example.com");
    expect(contactSchema.safeParse({ ...contact, email: "ada@" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, phone: "call me" }).success).toBe(false);
  });

  it("needs no billing address when it is the appointment's", () => {
    expect(billingSchema.parse({ sameAsAppointment: true })).toEqual({ sameAsAppointment: true });
  });

  it("needs a full US billing address otherwise, in any state", () => {
    const billing = {
      sameAsAppointment: false,
      country: "US",
      address1: "9 Elm St",
      city: "Austin",
      state: "TX",
      zip: "73301",
    } as const;
    expect(billingSchema.safeParse(billing).success).toBe(true);
    expect(billingSchema.safeParse({ ...billing, country: "CA" }).success).toBe(false);
    expect(billingSchema.safeParse({ ...billing, state: "ZZ" }).success).toBe(false);
    expect(billingSchema.safeParse({ sameAsAppointment: false, country: "US" }).success).toBe(false);
  });

  it("assembles a whole booking", () => {
    const service = makeService();
    const input = {
      schedule,
      answers: hairAnswers(service),
      address: { address1: "1 Main St", zip: "02118" },
      contact: { firstName: "Ada", lastName: "Lo", email: "ada@example.com", phone: "6175550100" },
      billing: { sameAsAppointment: true },
    };
    expect(createBookingInputSchema.safeParse(input).success).toBe(true);
  });
});

describe("validateBookingAnswers", () => {
  const service = makeService({ flow: "CORNROW" });
  const complete = hairAnswers(service, { cornrowsStyle: "Fulani", cornrowsCount: 4 });

  it("accepts complete answers", () => {
    expect(validateBookingAnswers(complete, service)).toEqual([]);
  });

  it("refuses a cornrow count of 9", () => {
    expect(validateBookingAnswers({ ...complete, cornrowsCount: 9 }, service)).toEqual([
      { field: "cornrowsCount", message: "Please choose between 2 and 8 cornrows" },
    ]);
  });

  it("names a missing required answer", () => {
    const { hairDensity: _, ...withoutDensity } = complete;
    expect(validateBookingAnswers(withoutDensity, service)).toEqual([
      { field: "hairDensity", message: "Please choose your hair density" },
    ]);
  });

  it("treats blank text as missing", () => {
    const nails = makeService({ id: "n", serviceType: "NAIL" });
    const answers = {
      serviceType: "NAIL",
      serviceId: "n",
      nailDesc: "Natural",
      nailShape: "Oval",
      nailPolish: "Other",
      nailPolishOther: "   ",
      ...NO_SURCHARGE_GENERAL,
    };
    expect(validateBookingAnswers(answers, nails)).toEqual([
      { field: "nailPolishOther", message: "Please enter your polish color" },
    ]);
  });

  it("refuses answers to questions that do not apply", () => {
    const problems = validateBookingAnswers({ ...complete, hairExtType: "Clip-In", wigStyling: true }, service);
    expect(problems).toEqual([
      { field: "hairExtType", message: "This question does not apply to your booking" },
      { field: "wigStyling", message: "This question does not apply to your booking" },
    ]);
  });

  it("refuses answers of another service type and unknown fields", () => {
    expect(validateBookingAnswers({ ...complete, nailShape: "Oval", priceCents: 1 }, service)).toEqual([
      { field: "nailShape", message: "This question does not apply to your booking" },
      { field: "priceCents", message: "This is not a question of the booking form" },
    ]);
  });

  it("requires the measurements only for a Custom wig size", () => {
    const wig = makeService({ flow: "CUSTOM_WIG" });
    const answers = hairAnswers(wig, {
      customWigSizeCheck: true,
      customWigSize: "Medium",
      customWigInstallType: "Closure",
      customWigHairType: "Synthetic",
      customWigStyle: "Bob",
      customWigDensity: "Light 80%",
      customWigTexture: "Loose",
      customWigColor: false,
      customWigInstall: true,
      customWigReason: "Versatility",
    });
    expect(validateBookingAnswers(answers, wig)).toEqual([]);
    const custom = validateBookingAnswers({ ...answers, customWigSize: "Custom", customWigSizeCirc: "22" }, wig);
    expect(custom.map((problem) => problem.field)).toEqual([
      "customWigSizeNape",
      "customWigSizeForehead",
      "customWigSizeOverlap",
      "customWigSizeTempleBack",
      "customWigSizeNeck",
    ]);
  });

  it("refuses answers that do not match the service", () => {
    const nails = makeService({ id: "n", name: "Gel Manicure", serviceType: "NAIL" });
    expect(validateBookingAnswers(complete, nails)).toContainEqual({
      field: "serviceType",
      message: "Gel Manicure is not a Hair service",
    });
    expect(validateBookingAnswers({ ...complete, serviceId: "other" }, service)).toContainEqual({
      field: "serviceId",
      message: "Please choose your service again",
    });
    expect(validateBookingAnswers(complete, { ...service, live: false })).toContainEqual({
      field: "serviceId",
      message: "Silk Press is not available at the moment",
    });
  });

  it("refuses a kids service without a parent or adult on-site, with the spec's alert", () => {
    const kids = makeService({ id: "kids", name: "Kids Cut", forKids: true });
    expect(validateBookingAnswers(hairAnswers(kids, { childSupervision: true }), kids)).toEqual([]);
    expect(validateBookingAnswers(hairAnswers(kids, { childSupervision: false }), kids)).toEqual([
      { field: "childSupervision", message: CHILD_SUPERVISION_ALERT },
    ]);
  });

  it("asks for the service type when there is none, or an unknown one", () => {
    expect(validateBookingAnswers(null, service)).toEqual([
      { field: "serviceType", message: "Please choose a service type" },
    ]);
    expect(validateBookingAnswers({}, service)).toEqual([
      { field: "serviceType", message: "Please choose a service type" },
    ]);
    expect(validateBookingAnswers({ serviceType: "WAXING", serviceId: "h" }, service)).toEqual([
      { field: "serviceType", message: "Please choose a service type" },
    ]);
  });
});
