// Account form inputs, shared by the sign-up/login/reset forms and the auth procedures.
import { z } from "zod";
import { EMAIL_NOT_VALID, PASSWORDS_DO_NOT_MATCH } from "./messages";
import { contactSchema, emailAddress } from "./schemas";

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = contactSchema.shape.email;
/**
 * Login and sign-up tell a malformed address the spec's sentence (part 2, error catalogue).
 * Only the address's form decides it, never whether it has an account: an unknown address
 * at login gets the same "Invalid login credentials" as a wrong password.
 */
const accountEmailSchema = emailAddress(EMAIL_NOT_VALID);

export const newPasswordSchema = z
  .string({ error: "Please enter a password" })
  .min(PASSWORD_MIN_LENGTH, { error: `Please use at least ${PASSWORD_MIN_LENGTH} characters for your password` })
  .max(200, { error: "Please keep your password to 200 characters or fewer" });

const confirmed = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { error: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] };

export const signUpSchema = contactSchema
  .extend({
    email: accountEmailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
  })
  .refine(confirmed, mismatch);

export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z.string({ error: "Please enter your password" }).min(1, { error: "Please enter your password" }).max(200),
});

export const requestPasswordResetSchema = z.object({ email: emailSchema });

const tokenSchema = z.string({ error: "This link is not valid" }).trim().min(10).max(100);

export const setPasswordSchema = z
  .object({ token: tokenSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmed, mismatch);

export const verifyEmailSchema = z.object({ token: tokenSchema });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
