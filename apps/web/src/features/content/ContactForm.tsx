import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { describeError, type FieldErrors } from "../../forms/server-errors";
import { trpc } from "../../trpc";

const EMPTY = { name: "", number: "", email: "", message: "" };
type Field = keyof typeof EMPTY;

function ThankYou({ message, onAnother }: { message: string; onAnother: () => void }) {
  return (
    <Stack gap="md" align="flex-start" role="status">
      <ThemeIcon size={48} radius="xl" color="teal.1" c="teal.9" aria-hidden="true">
        <Text fz={24} fw={700}>
          ✓
        </Text>
      </ThemeIcon>
      <Title order={2} fz="h3" c="plum.9">
        Message sent
      </Title>
      <Text fz="lg" c="dark.6">
        {message}
      </Text>
      <Button variant="subtle" onClick={onAnother} px={0}>
        Send another message
      </Button>
    </Stack>
  );
}

/**
 * Name, number, e-mail and message, all required (spec part 2). The server's schema is the
 * one judge of what is valid; its field errors appear under the fields.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = trpc.content.sendContactMessage.useMutation({
    onSuccess: () => setValues(EMPTY),
    onError: (error) => {
      const described = describeError(error);
      setErrors(described.fieldErrors);
      setFormError(described.message);
    },
  });

  const fieldProps = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    send.mutate(values);
  };

  return (
    <Paper p={{ base: "lg", sm: 40 }} shadow="sm" radius="lg">
      {send.isSuccess ? (
        <ThankYou message={send.data.message} onAnother={() => send.reset()} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Contact us">
          <Stack gap="md">
            <Title order={2} fz="h3" c="plum.9">
              Send us a message
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Name" autoComplete="name" {...fieldProps("name")} />
              <TextInput label="Phone number" type="tel" autoComplete="tel" {...fieldProps("number")} />
            </SimpleGrid>
            <TextInput label="Email" type="email" autoComplete="email" {...fieldProps("email")} />
            <Textarea label="Message" autosize minRows={5} maxRows={12} size="md" {...fieldProps("message")} />
            <FormMessage message={formError} />
            <Button type="submit" size="md" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
              Send message
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
