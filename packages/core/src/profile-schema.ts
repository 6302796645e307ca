// Profile forms: the account edit form (/profile-edit) and a pro's specialities checklist.
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./account-schemas";
import { PASSWORDS_DO_NOT_MATCH } from "./messages";
import { SPECIALITIES } from "./question-options";
import { contactSchema } from "./schemas";

/** A field left blank keeps its current value (the spec's rule), so blank is allowed here. */
const keepIfBlank = (what: string, maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` })
    .default("");

/**
 * EDIT on the profile: names and phone, blank keeps the stored value; a password change
 * needs both fields filled and equal, otherwise 'Passwords do not match' and nothing is saved.
 */
export const profileUpdateSchema = z
  .object({
    firstName: keepIfBlank("your first name", 60),
    lastName: keepIfBlank("your last name", 60),
    phone: keepIfBlank("your phone number", 20).refine(
      (phone) => phone === "" || contactSchema.shape.phone.safeParse(phone).success,
      { error: "Please enter a valid phone number" },
    ),
    password: z.string().max(200).default(""),
    confirmPassword: z.string().max(200).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.password === "" && value.confirmPassword === "") return;
    if (value.password === "" || value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
    } else if (value.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: "custom",
        message: `Please use at least ${PASSWORD_MIN_LENGTH} characters for your password`,
        path: ["password"],
      });
    }
  });

/** The pro's speciality checklist: options from the spec's list only, kept in its order. */
export const specialitiesSchema = z.object({
  specialities: z
    .array(z.enum(SPECIALITIES, { error: "Please choose specialities from the list" }))
    .max(SPECIALITIES.length)
    .transform((chosen) => SPECIALITIES.filter((option) => chosen.includes(option))),
});
