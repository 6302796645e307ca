// Stars, as Mantine's Rating draws them, with words for screen readers: each star of the input
// is a radio labelled "3 stars", and a read-only rating says its value.
import { Group, Input, Rating, Text } from "@mantine/core";
import type { ReactNode } from "react";

const starsLabel = (value: number) => `${value} ${value === 1 ? "star" : "stars"}`;

/** Takes a useSchemaForm field's props: its error is said under the stars, and `data-path` lets a refusal focus them. */
export function StarInput({
  value,
  onChange,
  label,
  name,
  error,
  "data-path": dataPath,
}: {
  /** The stars chosen; none (0) until one is. */
  value?: number;
  onChange(value: number): void;
  label: string;
  name: string;
  error?: ReactNode;
  "data-path"?: string;
}) {
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-path={dataPath}
    >
      <Text id={labelId} fw={600} size="sm" mb={4}>
        {label}
      </Text>
      <Rating name={name} value={value ?? 0} onChange={onChange} size="xl" color="rose" getSymbolLabel={starsLabel} />
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}

/** Read-only stars with the number beside them, so the value never rests on the drawing alone. */
export function StarsShown({ value, count }: { value: number; count?: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={value} fractions={10} readOnly size="sm" color="rose" aria-hidden="true" />
      <Text size="sm" fw={600}>
        {value.toFixed(1)}
        <Text span c="dimmed" fw={400} size="sm">
          {count === undefined ? " out of 5" : ` · ${count} ${count === 1 ? "review" : "reviews"}`}
        </Text>
      </Text>
    </Group>
  );
}
