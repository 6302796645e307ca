/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: this file renders on the server under whatever tsconfig runs it, always with the automatic runtime.)
// One branded layout for every e-mail: the wordmark, the message's blocks (see blocks.ts), a
// footer. React escapes every text it writes, so names and notes from people stay text.
import { BRAND_COLOURS, PRODUCT_NAME } from "@primp/core";
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type Block, type Inline, textBlocks } from "./blocks.ts";

const font = '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const displayFont = 'Georgia, "Times New Roman", serif';
const textStyle = { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", color: BRAND_COLOURS.ink };
const cellStyle = { padding: "6px 0", fontSize: "15px", lineHeight: "22px", verticalAlign: "top" as const };
const noteStyle = { paddingTop: 0, fontSize: "13px", lineHeight: "20px", color: BRAND_COLOURS.muted };

function InlineParts({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    part.kind === "link" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
      <Link key={index} href={part.url} style={{ color: BRAND_COLOURS.primary, wordBreak: "break-all" }}>
        {part.url}
      </Link>
    ) : (
      part.text
    ),
  );
}

function BlockView({ block, action }: { block: Block; action: string }) {
  if (block.kind === "button") {
    return (
      <Section style={{ margin: "8px 0 24px" }}>
        <Button
          href={block.url}
          style={{
            backgroundColor: BRAND_COLOURS.primary,
            color: "#ffffff",
            borderRadius: "8px",
            padding: "12px 24px",
            fontSize: "16px",
            fontWeight: 600,
          }}
        >
          {action}
        </Button>
        <Text
          style={{ ...textStyle, fontSize: "13px", lineHeight: "20px", color: BRAND_COLOURS.muted, margin: "12px 0 0" }}
        >
          Or paste this link into your browser:{" "}
          <Link href={block.url} style={{ color: BRAND_COLOURS.primary, wordBreak: "break-all" }}>
            {block.url}
          </Link>
        </Text>
      </Section>
    );
  }
  if (block.kind === "table") {
    return (
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
        <tbody>
          {block.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are the text's lines, in order
            <Fragment key={index}>
              <tr style={{ borderBottom: `1px solid ${BRAND_COLOURS.line}` }}>
                <td style={{ ...cellStyle, color: BRAND_COLOURS.ink, paddingRight: "12px" }}>{row.label}</td>
                <td style={{ ...cellStyle, textAlign: "right", fontWeight: 600, whiteSpace: "nowrap" }}>{row.value}</td>
              </tr>
              {row.note && (
                // A sentence, not an amount: under the row at full width, where a phone has room for it.
                <tr>
                  <td colSpan={2} style={{ ...cellStyle, ...noteStyle }}>
                    {row.note}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <Text style={textStyle}>
      {block.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never reorder
        <span key={index}>
          {index > 0 && <br />}
          <InlineParts parts={line} />
        </span>
      ))}
    </Text>
  );
}

/** The site the message links to, for the footer: the origin of its first link. */
function siteOrigin(blocks: Block[]): string | null {
  for (const block of blocks) {
    const url =
      block.kind === "button"
        ? block.url
        : block.kind === "paragraph"
          ? block.lines.flat().find((part) => part.kind === "link")?.url
          : undefined;
    if (url) return new URL(url).origin;
  }
  return null;
}

function previewText(blocks: Block[]): string {
  const body = blocks.filter((block) => block.kind === "paragraph").slice(1, 2)[0];
  const words = body?.lines.flatMap((line) => line.map((part) => (part.kind === "text" ? part.text : part.url))) ?? [];
  return words.join(" ").slice(0, 140);
}

function BrandedEmail({ subject, blocks, action }: { subject: string; blocks: Block[]; action: string }) {
  const origin = siteOrigin(blocks);
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{previewText(blocks)}</Preview>
      <Body style={{ backgroundColor: BRAND_COLOURS.blush, fontFamily: font, margin: 0, padding: "24px 8px" }}>
        <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
          <Section style={{ padding: "0 24px 16px" }}>
            <Text
              style={{
                fontFamily: displayFont,
                fontSize: "30px",
                lineHeight: "36px",
                fontWeight: 700,
                color: BRAND_COLOURS.primary,
                margin: 0,
              }}
            >
              {PRODUCT_NAME}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: "#ffffff",
              borderRadius: "12px",
              border: `1px solid ${BRAND_COLOURS.line}`,
              padding: "28px 24px 12px",
            }}
          >
            {blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are the text's paragraphs, in order
              <BlockView key={index} block={block} action={action} />
            ))}
          </Section>
          <Section style={{ padding: "16px 24px" }}>
            <Hr style={{ borderColor: BRAND_COLOURS.line, margin: "0 0 12px" }} />
            <Text style={{ fontSize: "13px", lineHeight: "20px", color: BRAND_COLOURS.muted, margin: 0 }}>
              {PRODUCT_NAME}: vetted beauty professionals at your home, office or hotel.
              {origin && (
                <>
                  {" "}
                  <Link href={origin} style={{ color: BRAND_COLOURS.primary }}>
                    {new URL(origin).host}
                  </Link>
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of an e-mail whose text part is `text`: the same words in the branded layout. */
export function renderEmailHtml(message: { subject: string; text: string; action?: string }): string {
  const action = message.action ?? `Open in ${PRODUCT_NAME}`;
  return `<!DOCTYPE html>${renderToStaticMarkup(<BrandedEmail subject={message.subject} blocks={textBlocks(message.text)} action={action} />)}`;
}
