// The booking forms' radio kinds (yes / no, skin shade), apart from inputs.tsx so that the home
// page's quick booking bar, which uses only selects and text, does not download Mantine's radios.
import { ColorSwatch, Group, Radio, SimpleGrid, Text } from "@mantine/core";
import type { FieldBase } from "./inputs";

/** Yes / No as two radio buttons: one tab stop, arrow keys switch. */
export function YesNoField({
  value,
  onChange,
  yesLabel = "Yes",
  noLabel = "No",
  ...field
}: FieldBase & { value: boolean | undefined; onChange(value: boolean): void; yesLabel?: string; noLabel?: string }) {
  return (
    <Radio.Group
      {...field}
      size="md"
      required
      value={value === undefined ? null : value ? "yes" : "no"}
      onChange={(next) => onChange(next === "yes")}
    >
      <Group gap="xl" mt={6}>
        <Radio value="yes" label={yesLabel} size="md" />
        <Radio value="no" label={noLabel} size="md" />
      </Group>
    </Radio.Group>
  );
}

export interface Shade {
  hexCode: string;
  foundationShade: string;
}

/** Skin shades as a grid of swatch cards, one radio group. */
export function ShadeField({
  shades,
  value,
  onChange,
  ...field
}: FieldBase & { shades: Shade[]; value: string | undefined; onChange(value: string): void }) {
  return (
    <Radio.Group {...field} size="md" required value={value ?? null} onChange={onChange}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
        {shades.map((shade) => (
          <Radio.Card key={shade.hexCode} value={shade.hexCode} p="xs" radius="md" aria-label={shade.foundationShade}>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator size="sm" />
              <ColorSwatch color={shade.hexCode} size={22} withShadow={false} aria-hidden />
              <Text size="sm" lh={1.2}>
                {shade.foundationShade}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
