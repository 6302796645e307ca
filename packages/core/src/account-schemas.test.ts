import { describe, expect, it } from "vitest";
import { signUpSchema } from "./account-schemas";
import { PASSWORDS_DO_NOT_MATCH } from "./messages";

describe("signUpSchema", () => {
  // The sign-up form relies on this: one submit shows every problem, the mismatch included.
  it("reports mismatched passwords alongside the other fields' problems", () => {
    const result = signUpSchema.safeParse({
      firstName: "Ada",
      lastName: "",
      phone: "617-555-0100",
      email: "not-an-email",
      password: "long enough",
      confirmPassword: "different",
    });
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["lastName", "email", "confirmPassword"]));
    expect(result.error?.issues.find((issue) => issue.path[0] === "confirmPassword")?.message).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
  });
});
