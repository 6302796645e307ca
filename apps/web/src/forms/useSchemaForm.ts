// The one way a form is built: @mantine/form checked by the procedure's own zod schema from
// packages/core (the server checks again with the same one). A refused submit, in the browser
// or by the server, puts each message under its field and moves focus to the first field to
// fix; anything that is not about one field becomes the sentence above the submit button.
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { describeError } from "./server-errors";

/** A field's node is its input, or for a radio group the wrapper around its radios. */
export function focusField(node: HTMLElement | null | undefined) {
  const control = node?.matches(FOCUSABLE) ? node : node?.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus();
}
const FOCUSABLE = "input:not([type=hidden]), select, textarea";

/** What schemaResolver accepts: any Standard Schema, as zod 4 schemas are. */
export type FormSchema = Parameters<typeof schemaResolver>[0];

interface SchemaFormOptions<Values> {
  /** Turns the form's values into the procedure's input when they differ (yes/no radios to booleans…). */
  toInput?: (values: Values) => unknown;
  /** The sentence above the button when the browser refuses a submit (field messages alone otherwise). */
  whenInvalid?: string;
}

export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: FormSchema,
  initialValues: Values,
  { toInput, whenInvalid }: SchemaFormOptions<Values> = {},
) {
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: toInput ? (values) => resolve(toInput(values)) : resolve,
  });
  const [formError, setFormError] = useState<string | null>(null);

  // An error about no field of this form (a link's token…) can only be said above the button.
  const aboutNoField = (errors: FormErrors) => {
    const name = Object.keys(errors).find((key) => !(key in initialValues));
    return name ? String(errors[name]) : null;
  };

  const focusFirstError = (errors: FormErrors) => {
    const first = Object.keys(initialValues).find((field) => errors[field]);
    if (first) focusField(form.getInputNode(first));
  };

  const refuseSubmit = (errors: FormErrors) => {
    const sentence = aboutNoField(errors) ?? (Object.keys(errors).length > 0 ? whenInvalid : null);
    if (sentence) setFormError(sentence);
    focusFirstError(errors);
  };

  return {
    form,
    formError,
    setFormError,
    /** Props for the input of one field: value (or `checked`, given `{ type: "checkbox" }`), onChange, error, and what focus needs. */
    field: (name: keyof Values & string, options?: Parameters<typeof form.getInputProps>[1]) =>
      form.getInputProps(name, options),
    /** Runs `send` with the values once the schema accepts them. */
    onSubmit: (send: (values: Values) => void) =>
      form.onSubmit((values) => {
        setFormError(null);
        send(values as Values);
      }, refuseSubmit),
    /** Shows a refused call: field errors under their fields, the rest above the button. */
    showServerError: (error: unknown) => {
      const { message, fieldErrors } = describeError(error);
      form.setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      setFormError(message ?? aboutNoField(fieldErrors));
    },
  };
}
