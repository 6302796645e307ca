// Minimal state for a form of text fields: values, one error per field, and the props a
// Mantine input needs. Editing a field clears its error, so stale messages never linger.
import { type ChangeEvent, useState } from "react";
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

export function useFormFields<Name extends string>(initialValues: Record<Name, string>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const fieldProps = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  return { values, errors, setErrors, fieldProps };
}
