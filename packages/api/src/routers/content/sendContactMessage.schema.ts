import { contactSchema, emailSchema } from "@primp/core";
import { z } from "zod";

/** A required line of text: present, not blank once trimmed, and of a sane length. */
const required = (what: string, maxLength: number) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, { error: `Please enter ${what}` })
    .max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` });

// The field names are the spec's (name, number, email, message). Phone and e-mail reuse the
// booking form's rules, so a number accepted there is accepted here.
export const sendContactMessageSchema = z.object({
  name: required("your name", 100),
  number: required("your phone number", 30).pipe(contactSchema.shape.phone),
  email: required("your email", 254).pipe(emailSchema),
  message: required("your message", 5000),
});

export type SendContactMessageInput = z.input<typeof sendContactMessageSchema>;
