// A message's text as typed: line breaks kept, addresses shown as links (never fetched, never HTML).
import { Anchor, Text } from "@mantine/core";
import { splitLinks } from "@primp/core";
import { Fragment } from "react";

export function LinkedText({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text.
  let start = 0;
  const parts = splitLinks(text).map((part) => {
    const key = start;
    start += part.text.length;
    if (part.kind === "text") return <Fragment key={key}>{part.text}</Fragment>;
    return (
      <Anchor
        key={key}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        c="inherit"
        underline="always"
      >
        {part.text}
      </Anchor>
    );
  });
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} c="inherit">
      {parts}
    </Text>
  );
}
