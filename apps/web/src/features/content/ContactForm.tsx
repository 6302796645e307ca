import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from "@mantine/core";
import { type ContactMessage, contactMessageSchema } from "@primp/core";
import { FormMessage } from "../../components/FormMessage";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { trpc } from "../../trpc";

const EMPTY: ContactMessage = { name: "", number: "", email: "", message: "" };
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
 * Name, number, e-mail and message, all required (spec part 2), checked in the browser by
 * the procedure's own schema; the server checks again, and its field errors appear under
 * the fields too. After a refused submit, focus goes to the first field to fix.
 */
export function ContactForm() {
  const { form, formError, field: fieldProps, onSubmit, showServerError } = useSchemaForm(contactMessageSchema, EMPTY);
  const send = trpc.content.sendContactMessage.useMutation({
    onSuccess: () => form.reset(),
    onError: showServerError,
  });
  const submit = onSubmit((values) => send.mutate(values));
  const field = (name: keyof ContactMessage) => ({ required: true, ...fieldProps(name) });

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
              <TextInput label="Name" autoComplete="name" {...field("name")} />
              <TextInput label="Phone number" type="tel" autoComplete="tel" {...field("number")} />
            </SimpleGrid>
            <TextInput label="Email" type="email" autoComplete="email" {...field("email")} />
            <Textarea label="Message" autosize minRows={5} maxRows={12} size="md" {...field("message")} />
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
