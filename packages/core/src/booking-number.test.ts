import { describe, expect, it } from "vitest";
import { BOOKING_NUMBER_ALPHABET, bookingNumber } from "./booking-number";

describe("bookingNumber", () => {
  it("is PR- and six characters none of which reads like another", () => {
    expect(bookingNumber("cmwylgao3001pyw7doz022kpa")).toMatch(/^PR-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(BOOKING_NUMBER_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(new Set(BOOKING_NUMBER_ALPHABET).size).toBe(30);
  });

  it("is the same number for the same booking, every time", () => {
    expect(bookingNumber("cmwylgao3001pyw7doz022kpa")).toBe(bookingNumber("cmwylgao3001pyw7doz022kpa"));
  });

  it("is the FNV-1a hash of the id written base 30, least significant digit first", () => {
    // FNV-1a 64 of "" is its offset basis 0xcbf29ce484222325 = 14695981039346656037.
    let value = 14695981039346656037n;
    let expected = "PR-";
    for (let index = 0; index < 6; index++) {
      expected += BOOKING_NUMBER_ALPHABET[Number(value % 30n)];
      value /= 30n;
    }
    expect(bookingNumber("")).toBe(expected);
  });

  it("tells apart bookings whose ids differ in one character", () => {
    const ids = Array.from(
      { length: 5000 },
      (_, index) => `cmwylgao3001pyw7doz0${index.toString(36).padStart(5, "0")}`,
    );
    expect(new Set(ids.map(bookingNumber)).size).toBe(ids.length);
  });
});
