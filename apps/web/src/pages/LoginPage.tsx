import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { LOGGED_IN, loginSchema } from "@primp/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { GuestOnly } from "../auth/GuestOnly";
import { takeReturnTo } from "../auth/return-to";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { useSchemaForm } from "../forms/useSchemaForm";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

/** Long enough to read 'You have been logged in', short enough not to feel stuck. */
const REDIRECT_DELAY_MS = 1200;

export function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { formError, field, onSubmit, showServerError } = useSchemaForm(loginSchema, { email: "", password: "" });
  const [loggedIn, setLoggedIn] = useState(false);

  const login = trpc.auth.login.useMutation({
    onSuccess: () => {
      setLoggedIn(true);
      void utils.auth.session.invalidate();
    },
    onError: showServerError,
  });

  useEffect(() => {
    if (!loggedIn) return;
    const timer = window.setTimeout(() => navigate(takeReturnTo(), { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loggedIn, navigate]);

  const submit = onSubmit((values) => login.mutate(values));

  return (
    <>
      <PageMeta title="Login" />
      <GuestOnly stay={loggedIn}>
        <AuthCard
          title="Welcome back"
          subtitle={
            <>
              New here? <TextLink to={paths.signup}>Create an account</TextLink>
            </>
          }
        >
          <form onSubmit={submit} noValidate aria-label="Login">
            <Stack gap="md">
              <TextInput label="Email" type="email" autoComplete="email" required {...field("email")} />
              <PasswordInput label="Password" autoComplete="current-password" required {...field("password")} />
              <Text size="sm" ta="right" mt={-6}>
                <TextLink to={paths.forgotPassword}>Forgot your password?</TextLink>
              </Text>
              <FormMessage message={loggedIn ? LOGGED_IN : formError} tone={loggedIn ? "success" : "error"} />
              <Button type="submit" size="md" loading={login.isPending || loggedIn}>
                Log in
              </Button>
            </Stack>
          </form>
        </AuthCard>
      </GuestOnly>
    </>
  );
}
