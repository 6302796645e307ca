// A read-only rating as Mantine's Rating draws it, with its value in words beside the stars.
import { Group, Rating, Text } from "@mantine/core";

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
