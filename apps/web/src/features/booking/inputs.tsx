// The few input kinds the booking forms use, all labelled Mantine inputs that work with a
// keyboard and with a phone's native pickers.
import {
  ColorSwatch,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Text,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";

export interface Choice {
  value: string;
  label: string;
}

interface FieldBase {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  name: string;
}

/** A native select with a "Choose…" placeholder; choosing it again blanks the answer. */
export function ChoiceField({
  choices,
  value,
  onChange,
  disabled,
  ...field
}: FieldBase & { choices: Choice[]; value: string | undefined; onChange(value: string): void; disabled?: boolean }) {
  return (
    <NativeSelect
      {...field}
      size="md"
      required
      disabled={disabled}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">Choose…</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}

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

/**
 * A text, date or time input that tells the form about a value only when it is settled:
 * at once when `settled(value)` says so, otherwise when the field is left. Typing a year
 * digit by digit, or a time hour by hour, must not trip the past-date or hours rules (which
 * clear fields) halfway through; blanking a text answer must not clear the answers after it
 * while the customer is still retyping it.
 */
export function DraftInput({
  value,
  onCommit,
  settled,
  ...props
}: Omit<TextInputProps, "value" | "onChange" | "onBlur"> & {
  value: string | undefined;
  onCommit(value: string): void;
  settled(value: string): boolean;
}) {
  const [draft, setDraft] = useState(value ?? "");
  // After a commit the form may keep, change or clear the value (a past date is cleared), so
  // the draft is re-read from it even when the value did not change.
  const [commits, setCommits] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `commits` is the re-sync trigger.
  useEffect(() => setDraft(value ?? ""), [value, commits]);
  const commit = (next: string) => {
    if (next === (value ?? "")) return;
    onCommit(next);
    setCommits((count) => count + 1);
  };
  return (
    <TextInput
      size="md"
      {...props}
      value={draft}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        if (settled(next)) commit(next);
      }}
      onBlur={() => commit(draft)}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit(draft);
      }}
    />
  );
}
