// The stars input, as Mantine's Rating draws it, with words for screen readers: each star is a
// radio labelled "3 stars". Read-only stars are components/StarsShown.
import { Input, Rating, Text } from "@mantine/core";
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
