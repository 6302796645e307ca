import { Button, PasswordInput, Stack } from "@mantine/core";
import { PASSWORD_MIN_LENGTH, PASSWORDS_DO_NOT_MATCH, setPasswordSchema } from "@primp/core";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { describeError } from "../forms/server-errors";
import { useFormFields, validateWith } from "../forms/useFormFields";
import { paths } from "../routes/paths";
import { trpc } from "../trpc";

export const MISSING_LINK_TOKEN = "This link is not complete. Please open the link from your email again.";

/** /reset-password?token=… from the reset e-mail (also the set-password link of new pros). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const form = useFormFields({ password: "", confirmPassword: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const reset = trpc.auth.resetPassword.useMutation({
    onError: (error) => {
      const { message, fieldErrors } = describeError(error);
      form.setErrors(fieldErrors);
      // A bad token is no field of this form, so its message goes above the button.
      setFormError(message ?? fieldErrors.token ?? null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { token, ...form.values };
    const errors = validateWith(setPasswordSchema, input);
    if (form.values.password !== form.values.confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    form.setErrors(errors);
    if (errors.token) setFormError(errors.token);
    if (Object.keys(errors).length === 0) reset.mutate(input);
  };

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <PageMeta title="Choose a new password" />
        <Stack gap="md">
          <FormMessage message={MISSING_LINK_TOKEN} />
          <TextLink to={paths.forgotPassword}>Send me a new link</TextLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <PageMeta title="Choose a new password" />
      {reset.data ? (
        <Stack gap="md">
          <FormMessage tone="success" message={reset.data.message} />
          <TextLink to={paths.login}>Log in</TextLink>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Choose a new password">
          <Stack gap="md">
            <PasswordInput label="New password" autoComplete="new-password" required {...form.fieldProps("password")} />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...form.fieldProps("confirmPassword")}
            />
            <FormMessage message={formError} />
            <Button type="submit" size="md" loading={reset.isPending}>
              Save new password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
