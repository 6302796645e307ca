// One of the two exceptions to "every form is useSchemaForm" (README, "Layout"): the Book Now
// questionnaire. Its questions appear and vanish with the answers, and core's setAnswer and
// changeSchedule reset later answers (a new service clears its questions, "no adult on-site"
// clears the service); those rules work on one BookingFormState, also saved as the draft,
// which a flat @mantine/form record of fixed fields cannot hold without copying them. So
// its NEXT checks that state against the same core schemas with this function. The payment
// step after it is a useSchemaForm.
import type { FieldErrors } from "../../forms/server-errors";

/** The part of a zod schema we use, typed structurally so the web app needs no zod import. */
export interface ParseableSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** The first message for each field the schema rejects; empty when the values are valid. */
export function validateWith(schema: ParseableSchema, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
