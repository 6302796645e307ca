import { g as PASSWORDS_DO_NOT_MATCH, o as EMAIL_NOT_VALID } from "./messages-C05avZiZ.js";
import { d as object, p as string } from "./schemas-DY5hhiYg.js";
import { a as contactSchema, o as emailAddress } from "./schemas-sxsS2w5F.js";
var emailSchema = contactSchema.shape.email;
/**
* Login and sign-up tell a malformed address the spec's sentence (part 2, error catalogue).
* Only the address's form decides it, never whether it has an account: an unknown address
* at login gets the same "Invalid login credentials" as a wrong password.
*/
var accountEmailSchema = emailAddress(EMAIL_NOT_VALID);
var newPasswordSchema = string({ error: "Please enter a password" }).min(8, { error: `Please use at least 8 characters for your password` }).max(200, { error: "Please keep your password to 200 characters or fewer" });
var confirmed = (value) => value.password === value.confirmPassword;
var mismatch = {
	error: PASSWORDS_DO_NOT_MATCH,
	path: ["confirmPassword"]
};
var signUpSchema = contactSchema.extend({
	email: accountEmailSchema,
	password: newPasswordSchema,
	confirmPassword: string({ error: PASSWORDS_DO_NOT_MATCH })
}).refine(confirmed, mismatch);
var loginSchema = object({
	email: accountEmailSchema,
	password: string({ error: "Please enter your password" }).min(1, { error: "Please enter your password" }).max(200)
});
var requestPasswordResetSchema = object({ email: emailSchema });
var tokenSchema = string({ error: "This link is not valid" }).trim().min(10).max(100);
var setPasswordSchema = object({
	token: tokenSchema,
	password: newPasswordSchema,
	confirmPassword: string()
}).refine(confirmed, mismatch);
object({ token: tokenSchema });
export { signUpSchema as i, requestPasswordResetSchema as n, setPasswordSchema as r, loginSchema as t };
