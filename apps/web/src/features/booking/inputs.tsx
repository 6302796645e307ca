// The few input kinds the booking forms use, all labelled Mantine inputs that work with a
// keyboard and with a phone's native pickers. The radio kinds are in radio-inputs.tsx: the home
// page's quick booking bar uses these, and Mantine's radios stay out of its first load.
import { NativeSelect, TextInput, type TextInputProps } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";

export interface Choice {
  value: string;
  label: string;
}

export interface FieldBase {
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
