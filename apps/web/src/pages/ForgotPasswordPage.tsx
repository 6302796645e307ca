import { Button, Stack, TextInput } from "@mantine/core";
import { requestPasswordResetSchema } from "@primp/core";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { useSchemaForm } from "../forms/useSchemaForm";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

export function ForgotPasswordPage() {
  const { formError, field, onSubmit, showServerError } = useSchemaForm(requestPasswordResetSchema, { email: "" });
  const request = trpc.auth.requestPasswordReset.useMutation({
    onError: showServerError,
  });

  const submit = onSubmit((values) => request.mutate(values));

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
            <TextInput label="Email" type="email" autoComplete="email" required {...field("email")} />
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
