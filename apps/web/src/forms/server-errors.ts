// Turns a failed tRPC call into words for the form: field errors go next to their fields,
// anything else becomes one sentence above the submit button.
import { isAppClientError } from "../trpc";

export const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";

export type FieldErrors = Record<string, string>;

export interface DescribedError {
  /** The sentence to show above the form, or null when the field errors already say it all. */
  message: string | null;
  fieldErrors: FieldErrors;
}

export function describeError(error: unknown): DescribedError {
  if (!isAppClientError(error)) {
    return { message: error instanceof Error && error.message ? error.message : NETWORK_ERROR, fieldErrors: {} };
  }
  // No data means no answer from our server at all (offline, proxy down).
  if (!error.data) return { message: NETWORK_ERROR, fieldErrors: {} };
  const { zodError } = error.data;
  const fieldErrors: FieldErrors = {};
  // The server flattens a ZodError of unknown input, so its field names are typed only as strings.
  for (const [field, messages] of Object.entries<string[] | undefined>(zodError?.fieldErrors ?? {})) {
    if (messages?.[0]) fieldErrors[field] = messages[0];
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formError = zodError?.formErrors[0];
  return { message: formError ?? (hasFieldErrors ? null : error.message), fieldErrors };
}

export function errorMessage(error: unknown): string {
  const { message, fieldErrors } = describeError(error);
  return message ?? Object.values(fieldErrors)[0] ?? NETWORK_ERROR;
}
