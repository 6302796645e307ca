// A subscription refused before its stream starts (bad input, not signed in, someone else's
// booking, too many pages open) is answered as any other refused call: its HTTP status and
// tRPC's JSON error, not a 200 event stream whose first event is the error. tRPC streams every
// subscription's answer, errors included, so this looks at the stream's first event after
// "connected" and, for a refusal that will not change on a retry (4xx), answers that instead.
// A stream that starts (its first update, or a ping), and a refusal worth retrying (5xx: the
// process is full or closing), go on as tRPC's event stream, so the browser reconnects.

/** The events complete so far in `text` (SSE events end with a blank line). */
const completeEvents = (text: string) => text.split(/\n\n+/).slice(0, -1);

/** The error event's data: tRPC's error shape, superjson-serialized, with its HTTP status. */
function refusalIn(event: string): { body: string; status: number } | null {
  if (!event.startsWith("event: serialized-error\n")) return null;
  const data = /^data: (.*)$/m.exec(event)?.[1];
  if (!data) return null;
  const shape = JSON.parse(data) as { json?: { data?: { httpStatus?: number } } };
  const status = shape.json?.data?.httpStatus ?? 500;
  return status < 500 ? { body: JSON.stringify({ error: JSON.parse(data) }), status } : null;
}

export async function answerRefusedSubscription(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) return response;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const seen: Uint8Array[] = [];
  let text = "";
  while (completeEvents(text).length < 2) {
    const chunk = await reader.read();
    if (chunk.done) break;
    seen.push(chunk.value);
    text += decoder.decode(chunk.value, { stream: true });
  }
  const refusal = refusalIn(completeEvents(text)[1] ?? "");
  if (refusal) {
    await reader.cancel();
    return new Response(refusal.body, { status: refusal.status, headers: { "content-type": "application/json" } });
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of seen) controller.enqueue(chunk);
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(rest, { status: response.status, headers: response.headers });
}
