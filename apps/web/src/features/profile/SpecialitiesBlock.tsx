// Specialities: read-only chips for everyone; the owner's EDIT turns them into the spec's
// checklist with SAVE.
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { SPECIALITIES } from "@primp/core";
import { useState } from "react";
import { CheckIcon } from "../../components/icons";
import { errorMessage } from "../../forms/server-errors";
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
  const [chosen, setChosen] = useState<string[]>(specialities);
  const save = trpc.pro.updateSpecialities.useMutation({ onSuccess: onSaved });

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
    <Stack gap="sm">
      <Checkbox.Group value={chosen} onChange={setChosen} label="Choose your specialities">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {SPECIALITIES.map((speciality) => (
            <Checkbox key={speciality} value={speciality} label={speciality} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {save.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group>
        <Button
          onClick={() => save.mutate({ specialities: chosen as (typeof SPECIALITIES)[number][] })}
          loading={save.isPending}
        >
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}
