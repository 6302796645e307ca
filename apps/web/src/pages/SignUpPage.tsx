import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { PASSWORD_MIN_LENGTH, signUpSchema, signupSuccess } from "@primp/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { GuestOnly } from "../auth/GuestOnly";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { useSchemaForm } from "../forms/useSchemaForm";
import { withFlash } from "../navigation/flash";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

const EMPTY_SIGN_UP = { firstName: "", lastName: "", phone: "", email: "", password: "", confirmPassword: "" };

/** Reached at /signup and /register (the spec gives both names). */
export function SignUpPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { formError, field, onSubmit, showServerError } = useSchemaForm(signUpSchema, EMPTY_SIGN_UP);
  const [signedUp, setSignedUp] = useState(false);

  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: ({ message }, input) => {
      // A new customer is signed in; an address that has an account is not (its owner is
      // e-mailed instead), answered in the same words. They travel to the home page.
      setSignedUp(true);
      void utils.auth.session.invalidate();
      navigate(paths.home, { state: withFlash(message || signupSuccess(input.email)) });
    },
    onError: showServerError,
  });

  const submit = onSubmit((values) => signUp.mutate(values));

  return (
    <>
      <PageMeta title="Sign up" />
      <GuestOnly stay={signedUp}>
        <AuthCard
          title="Create your account"
          subtitle={
            <>
              Already have an account? <TextLink to={paths.login}>Log in</TextLink>
            </>
          }
        >
          <form onSubmit={submit} noValidate aria-label="Sign up">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput label="First name" autoComplete="given-name" required {...field("firstName")} />
                <TextInput label="Last name" autoComplete="family-name" required {...field("lastName")} />
              </SimpleGrid>
              <TextInput label="Phone number" type="tel" autoComplete="tel" required {...field("phone")} />
              <TextInput label="Email" type="email" autoComplete="email" required {...field("email")} />
              <PasswordInput
                label="Password"
                description={`At least ${PASSWORD_MIN_LENGTH} characters`}
                autoComplete="new-password"
                required
                {...field("password")}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                required
                {...field("confirmPassword")}
              />
              <FormMessage message={formError} />
              <Group grow>
                <Button type="submit" size="md" loading={signUp.isPending}>
                  Sign up
                </Button>
              </Group>
            </Stack>
          </form>
        </AuthCard>
      </GuestOnly>
    </>
  );
}
