// Specialities: read-only chips for everyone; the owner's EDIT turns them into the spec's
// checklist with SAVE.
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { SPECIALITIES, specialitiesSchema } from "@primp/core";
import { FormMessage } from "../../components/FormMessage";
import { CheckIcon } from "../../components/icons";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { trpc } from "../../trpc";

export function SpecialitiesBlock({
  specialities,
  editing,
  onSaved,
}: {
  specialities: string[];
  editing: boolean;
  onSaved(): void;
}) {
  const { formError, field, onSubmit, showServerError } = useSchemaForm(specialitiesSchema, { specialities });
  const save = trpc.pro.updateSpecialities.useMutation({ onSuccess: onSaved, onError: showServerError });

  if (!editing) {
    if (specialities.length === 0) return <Text c="dimmed">No specialities listed yet.</Text>;
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {specialities.map((speciality) => (
          <Group key={speciality} gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="md">
              <CheckIcon size={14} />
            </ThemeIcon>
            <Text>{speciality}</Text>
          </Group>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit(({ specialities: chosen }) =>
        save.mutate({ specialities: chosen as (typeof SPECIALITIES)[number][] }),
      )}
    >
      <Stack gap="sm">
        <Checkbox.Group label="Choose your specialities" {...field("specialities")}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {SPECIALITIES.map((speciality) => (
              <Checkbox key={speciality} value={speciality} label={speciality} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <FormMessage message={formError} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
