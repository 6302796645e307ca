import { describe, expect, it } from "vitest";
import { PASSWORDS_DO_NOT_MATCH } from "./messages";
import { profileUpdateSchema, specialitiesSchema } from "./profile-schema";

describe("profileUpdateSchema", () => {
  it("lets blank fields through so they keep their stored values", () => {
    expect(profileUpdateSchema.parse({ firstName: "  ", phone: "" })).toEqual({
      firstName: "",
      lastName: "",
      phone: "",
      password: "",
      confirmPassword: "",
    });
  });

  it("needs both password fields filled and equal", () => {
    for (const input of [
      { password: "long enough", confirmPassword: "" },
      { password: "", confirmPassword: "long enough" },
      { password: "long enough", confirmPassword: "different one" },
    ]) {
      expect(profileUpdateSchema.safeParse(input).error?.issues[0]?.message).toBe(PASSWORDS_DO_NOT_MATCH);
    }
    expect(profileUpdateSchema.safeParse({ password: "short", confirmPassword: "short" }).success).toBe(false);
    expect(profileUpdateSchema.parse({ password: "long enough", confirmPassword: "long enough" }).password).toBe(
      "long enough",
    );
  });

  it("checks a phone number only when one is given", () => {
    expect(profileUpdateSchema.safeParse({ phone: "call me" }).success).toBe(false);
    expect(profileUpdateSchema.parse({ phone: "617-555-0100" }).phone).toBe("617-555-0100");
  });
});

describe("specialitiesSchema", () => {
  it("keeps the spec's options in the spec's order and refuses others", () => {
    expect(specialitiesSchema.parse({ specialities: ["Wig Specialist", "Esthetician"] }).specialities).toEqual([
      "Esthetician",
      "Wig Specialist",
    ]);
    expect(specialitiesSchema.safeParse({ specialities: ["Barber"] }).success).toBe(false);
  });
});
