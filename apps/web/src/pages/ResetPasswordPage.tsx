import { Button, PasswordInput, Stack } from "@mantine/core";
import { PASSWORD_MIN_LENGTH, setPasswordSchema } from "@primp/core";
import { useNavigate, useSearchParams } from "react-router";
import { takeReturnTo } from "../auth/return-to";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { useSchemaForm } from "../forms/useSchemaForm";
import { withFlash } from "../navigation/flash";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

export const MISSING_LINK_TOKEN = "This link is not complete. Please open the link from your email again.";

/**
 * /reset-password?token=… from the reset e-mail, also the set-password (or join-as-pro) link
 * of an accepted applicant. Saving signs the user in and takes them to their dashboard.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const { formError, field, onSubmit, showServerError } = useSchemaForm(
    setPasswordSchema,
    { password: "", confirmPassword: "" },
    { toInput: (values) => ({ token, ...values }) },
  );
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const reset = trpc.auth.resetPassword.useMutation({
    // The server has signed the user in: with the session in the cache (so the protected page
    // does not send them to log in), they go on to their dashboard, the sentence with them.
    onSuccess: async ({ message }) => {
      await utils.auth.session.fetch(undefined, { staleTime: 0 });
      navigate(takeReturnTo(), { replace: true, state: withFlash(message) });
    },
    onError: showServerError,
  });

  const submit = onSubmit((values) => reset.mutate({ token, ...values }));

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
        <FormMessage tone="success" message={reset.data.message} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Choose a new password">
          <Stack gap="md">
            <PasswordInput label="New password" autoComplete="new-password" required {...field("password")} />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...field("confirmPassword")}
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
