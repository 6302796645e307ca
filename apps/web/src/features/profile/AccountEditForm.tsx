// EDIT on /profile-edit: first name, last name, phone, password and confirm. Blank fields
// keep their values; the passwords must both be filled and equal ('Passwords do not match').
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { profileUpdateSchema } from "@primp/core";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { trpc } from "../../trpc";

/** The spec reloads the page 2 seconds after a customer saves; we refresh the data then. */
export const RELOAD_DELAY_MS = 2000;

export function AccountEditForm({
  current,
  onSaved,
}: {
  current: { firstName: string; lastName: string; phone: string };
  onSaved(): void;
}) {
  const { formError, field, onSubmit, showServerError } = useSchemaForm(profileUpdateSchema, {
    firstName: "",
    lastName: "",
    phone: "",
    password: "",
    confirmPassword: "",
  });
  const [saved, setSaved] = useState<string | null>(null);
  const update = trpc.account.updateProfile.useMutation({
    onSuccess: (result) => {
      setSaved(result.message);
      window.setTimeout(onSaved, RELOAD_DELAY_MS);
    },
    onError: showServerError,
  });

  const submit = onSubmit((values) => update.mutate(values));

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Leave a field blank to keep it as it is. To change your password, fill in both password fields.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            placeholder={current.firstName}
            autoComplete="given-name"
            {...field("firstName")}
          />
          <TextInput
            label="Last name"
            placeholder={current.lastName}
            autoComplete="family-name"
            {...field("lastName")}
          />
          <TextInput
            label="Phone number"
            type="tel"
            placeholder={current.phone}
            autoComplete="tel"
            {...field("phone")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label="Password" autoComplete="new-password" {...field("password")} />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...field("confirmPassword")} />
        </SimpleGrid>
        <FormMessage message={saved ?? formError} tone={saved ? "success" : "error"} />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={saved !== null}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
