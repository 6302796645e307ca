// A message's text as typed: line breaks kept, addresses shown as links (never fetched, never HTML).
import { Anchor, Text } from "@mantine/core";
import { splitLinks } from "@primp/core";

export function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} c="inherit">
      {splitLinks(text).map((part, index) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" c="inherit" underline="always">
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
