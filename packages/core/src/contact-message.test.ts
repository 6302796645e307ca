import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./schemas";

const good = {
  name: "Grace Hopper",
  number: "(617) 555-0142",
  email: "Grace@Example.com",
  message: "Bridal party of eight?",
};

describe("contact message schema", () => {
  it("accepts a complete message, trimming and lower-casing the e-mail", () => {
    expect(contactMessageSchema.parse({ ...good, name: "  Grace Hopper " })).toEqual({
      ...good,
      email: "grace@example.com",
    });
  });

  it("names each missing or malformed field in words a person understands", () => {
    const result = contactMessageSchema.safeParse({ name: " ", number: "12", email: "grace@example", message: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: "Please enter your name",
      number: "Please enter a valid phone number",
      email: "Please enter a valid email address",
      message: "Please enter your message",
    });
  });

  it("drops fields that are not part of the form, as every input object does", () => {
    const parsed = contactMessageSchema.parse({ ...good, priority: "urgent" });
    expect(parsed).not.toHaveProperty("priority");
  });
});
