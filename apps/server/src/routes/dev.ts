// Dev-only pages (never registered in production, except in a PRIMP_DEMO=1 demo): the mailbox shows what the local mail
// and SMS providers "sent" (the outbox, e-mails and text messages alike), with clickable links, so sign-up and reset work
// with no mail server and reminders can be read with no Twilio account.
import type { Services } from "@primp/api";
import { errorBody } from "@primp/core";
import { listMailbox, readAttachments } from "@primp/mail";
import type { FastifyInstance } from "fastify";

export const NO_SUCH_ATTACHMENT = "There is no such attachment.";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** A development page, with the site's icon: without one, the browser asks for /favicon.ico, a 404. */
export function devPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#2a1b2e}
article{border:1px solid #e5d9e8;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}
.meta{color:#6b5a70;font-size:.9rem}a{color:#8a2b6b}iframe{width:100%;height:560px;border:1px solid #e5d9e8;border-radius:6px}
summary{cursor:pointer;margin:.5rem 0}</style></head><body>${body}</body></html>`;
}

function attachmentLinks(messageId: string, stored: unknown) {
  const links = readAttachments(stored).map(
    (file, index) =>
      `<a href="/dev/mailbox/${encodeURIComponent(messageId)}/attachments/${index}" download="${escapeHtml(file.name)}">📎 ${escapeHtml(file.name)}</a>`,
  );
  return links.length ? `<p class="meta">Attachments: ${links.join(" ")}</p>` : "";
}

/**
 * An e-mail's HTML part in a sandboxed frame (no scripts, no access to this page), then its text
 * part, open, whose links open here (a demo's sign-up and reset links are followed from this
 * page); a text message, or an e-mail written before HTML parts, as its text.
 */
function messageBody(message: { text: string; html: string | null }) {
  const text = `<pre>${linkify(escapeHtml(message.text))}</pre>`;
  if (!message.html) return text;
  return `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML part" srcdoc="${escapeHtml(message.html)}"></iframe>
<details open><summary>Text part</summary>${text}</details>`;
}

export function registerDevPages(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string; index: string } }>("/dev/mailbox/:id/attachments/:index", async (request, reply) => {
    const message = await services.db.mailMessage.findUnique({ where: { id: request.params.id } });
    const file = readAttachments(message?.attachments)[Number(request.params.index)];
    if (!file) return reply.code(404).send(errorBody(NO_SUCH_ATTACHMENT));
    return reply
      .type(file.contentType)
      .header("content-disposition", `attachment; filename="${file.name.replace(/[^\w.-]/g, "_")}"`)
      .send(Buffer.from(file.contentBase64, "base64"));
  });

  app.get("/dev/mailbox", async (_request, reply) => {
    const messages = await listMailbox(services.db, { limit: 50 });
    const items = messages
      .map(
        (m) => `<article><h2>${m.channel === "SMS" ? "📱 Text message" : escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</p>
${messageBody(m)}${attachmentLinks(m.id, m.attachments)}</article>`,
      )
      .join("");
    return reply
      .type("text/html")
      .send(
        devPage(
          "Dev mailbox",
          `<h1>Dev mailbox</h1><p>E-mails and text messages, newest first.</p>${items || "<p>No mail yet.</p>"}`,
        ),
      );
  });
}
