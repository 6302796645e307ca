import { Text } from "@mantine/core";
import { type ProCardData, ProCardGrid } from "./ProCardGrid";
import { StorefrontSection } from "./StorefrontSection";

/** A service's or city's best-rated pros; before any has a page, what booking does instead. */
export function TopPros({ title, pros }: { title: string; pros: readonly ProCardData[] }) {
  return (
    <StorefrontSection id="top-pros" title={title}>
      {pros.length > 0 ? (
        <ProCardGrid pros={pros} />
      ) : (
        <Text c="dimmed">Book now and we match you with a vetted professional who comes to you.</Text>
      )}
    </StorefrontSection>
  );
}
