// Checks a step of the booking flow against its core schema. The booking flow keeps its answers
// in one draft (booking-state.ts) rather than in per-form state; every other form is useSchemaForm.
import type { FieldErrors } from "./server-errors";

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
