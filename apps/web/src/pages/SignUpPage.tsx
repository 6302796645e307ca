import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { PASSWORD_MIN_LENGTH, PASSWORDS_DO_NOT_MATCH, signUpSchema, signupSuccess } from "@primp/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { PageMeta } from "../components/PageMeta";
import { TextLink } from "../components/TextLink";
import { describeError } from "../forms/server-errors";
import { useFormFields, validateWith } from "../forms/useFormFields";
import { withFlash } from "../layout/flash";
import { GuestOnly } from "../routes/GuestOnly";
import { paths } from "../routes/paths";
import { trpc } from "../trpc";

const EMPTY_SIGN_UP = { firstName: "", lastName: "", phone: "", email: "", password: "", confirmPassword: "" };

/** Reached at /signup and /register (the spec gives both names). */
export function SignUpPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useFormFields(EMPTY_SIGN_UP);
  const [formError, setFormError] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);

  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: ({ message }, input) => {
      // The new customer is signed in; the success text travels to the home page.
      setSignedUp(true);
      void utils.auth.session.invalidate();
      navigate(paths.home, { state: withFlash(message || signupSuccess(input.email)) });
    },
    onError: (error) => {
      const { message, fieldErrors } = describeError(error);
      form.setErrors(fieldErrors);
      setFormError(message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = validateWith(signUpSchema, form.values);
    // Checked here too: the schema's refinement only runs once every other field is valid.
    if (form.values.password !== form.values.confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) signUp.mutate(form.values);
  };

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
                <TextInput label="First name" autoComplete="given-name" required {...form.fieldProps("firstName")} />
                <TextInput label="Last name" autoComplete="family-name" required {...form.fieldProps("lastName")} />
              </SimpleGrid>
              <TextInput label="Phone number" type="tel" autoComplete="tel" required {...form.fieldProps("phone")} />
              <TextInput label="Email" type="email" autoComplete="email" required {...form.fieldProps("email")} />
              <PasswordInput
                label="Password"
                description={`At least ${PASSWORD_MIN_LENGTH} characters`}
                autoComplete="new-password"
                required
                {...form.fieldProps("password")}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                required
                {...form.fieldProps("confirmPassword")}
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
