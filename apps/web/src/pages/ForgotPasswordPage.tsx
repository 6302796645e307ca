import { Button, Stack, TextInput } from "@mantine/core";
import { requestPasswordResetSchema } from "@primp/core";
import { type FormEvent, useState } from "react";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { describeError } from "../forms/server-errors";
import { useFormFields, validateWith } from "../forms/useFormFields";
import { paths } from "../routes/paths";
import { trpc } from "../trpc";

export function ForgotPasswordPage() {
  const form = useFormFields({ email: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const request = trpc.auth.requestPasswordReset.useMutation({
    onError: (error) => {
      const { message, fieldErrors } = describeError(error);
      form.setErrors(fieldErrors);
      setFormError(message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = validateWith(requestPasswordResetSchema, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) request.mutate(form.values);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <PageMeta title="Forgot password" />
      {request.data ? (
        <Stack gap="md">
          <FormMessage tone="success" message={request.data.message} />
          <TextLink to={paths.login}>Back to login</TextLink>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" required {...form.fieldProps("email")} />
            <FormMessage message={formError} />
            <Button type="submit" size="md" loading={request.isPending}>
              Send reset link
            </Button>
            <TextLink to={paths.login}>Back to login</TextLink>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
