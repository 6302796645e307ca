import { Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";

export interface AdvisorOption<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}

/** One question as a group of selectable cards (a radio group, so arrow keys move between them). */
export function AdvisorQuestion<Value extends string>({
  step,
  question,
  options,
  value,
  onChange,
}: {
  step: number;
  question: string;
  options: readonly AdvisorOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as Value)}
      label={
        <Group gap="xs" mb="sm" wrap="nowrap">
          <Text span c="plum.7" fw={700} fz="sm">
            {step}.
          </Text>
          <Text span fw={700} fz="lg" c="plum.9">
            {question}
          </Text>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            radius="md"
            p="md"
            bg={value === option.value ? "plum.0" : "white"}
            style={{
              borderColor: value === option.value ? "var(--mantine-color-plum-7)" : "var(--mantine-color-plum-1)",
            }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={600} c="plum.9">
                  {option.label}
                </Text>
                {option.hint && (
                  <Text fz="sm" c="gray.7">
                    {option.hint}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
