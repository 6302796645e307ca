// Closing the app on SIGTERM within a deadline. app.close() stops accepting connections, lets
// the requests in flight finish (app.ts closes each connection after its answer), then runs
// the onClose hooks (the job engine stops, waiting for its jobs). Requests still running at the
// deadline have their connections cut, so a stuck client cannot hold a deploy.
import type { FastifyInstance } from "fastify";

export async function closeWithin(app: FastifyInstance, deadlineMs: number): Promise<{ finished: boolean }> {
  let finished = true;
  const deadline =
    deadlineMs > 0
      ? setTimeout(() => {
          finished = false;
          app.log.warn({ deadlineMs }, "requests still running at the shutdown deadline: cutting their connections");
          app.server.closeAllConnections();
        }, deadlineMs)
      : undefined;
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return { finished };
}
