// Push in tests: a VAPID key pair made for the run (push is on with it), and subscriptions shaped
// as browsers make them, pointing at a push service on this machine.
import { randomBytes, randomUUID } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { createRequire } from "node:module";
import { type AddressInfo, createServer, type Server } from "node:net";
import webpush from "web-push";

/** The environment that turns push on, with keys made for this run. */
export function testVapidEnv(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: "mailto:push@primp.test",
  };
}

/** A subscription as PushSubscription.toJSON() gives it, at an address nothing answers. */
export function browserSubscription(origin = "http://localhost:9") {
  const point = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
  return {
    endpoint: `${origin}/push/${randomUUID()}`,
    keys: { p256dh: point.toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

interface StandInModel {
  handleNotification(clientHash: string, headers: unknown, body: unknown): Promise<unknown>;
  subscribe(options: { userVisibleOnly: string; applicationServerKey: string }): Promise<PushJsonWithHash>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
}
interface PushJsonWithHash {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * web-push-testing's push service, in this process on a free port: it checks each push's VAPID
 * signature and decrypts its payload with the subscription's keys, as a browser's push service
 * and the browser would, and keeps what it received per subscription.
 */
export async function startPushStandIn() {
  const require = createRequire(import.meta.url);
  const WebPushTestingServer = require("web-push-testing/src/server.js");
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const model: StandInModel = new PushApiModel();
  // Each push the stand-in accepted, as an event, so a test can await it instead of polling.
  const arrivals = new EventEmitter();
  const handle = model.handleNotification.bind(model);
  model.handleNotification = async (clientHash, headers, body) => {
    const answer = await handle(clientHash, headers, body);
    arrivals.emit(clientHash);
    return answer;
  };
  const port = await freePort();
  const server = new WebPushTestingServer(model, port);
  // Its start-up line is noise in a test's output.
  const log = console.log;
  console.log = () => {};
  try {
    server.startServer();
    await once(server._server as Server, "listening");
  } finally {
    console.log = log;
  }
  return {
    origin: `http://localhost:${port}`,
    /** A browser's subscription made by the stand-in for `applicationServerKey` (our VAPID public key). */
    subscribe: (applicationServerKey: string) => model.subscribe({ userVisibleOnly: "true", applicationServerKey }),
    /** What the subscription received, decrypted: the payloads as JSON. */
    received: (clientHash: string) =>
      model.getNotifications({ clientHash }).messages.map((message) => JSON.parse(message) as unknown),
    /** Settles when the subscription has received `count` pushes (at once if it has). */
    async receivedCount(clientHash: string, count: number) {
      while (model.getNotifications({ clientHash }).messages.length < count) await once(arrivals, clientHash);
      return model.getNotifications({ clientHash }).messages.map((message) => JSON.parse(message) as unknown);
    },
    /** The browser went away: the stand-in answers 410 from now on. */
    expire: (clientHash: string) => model.expireSubscription(clientHash),
    close: () => new Promise<void>((resolve) => (server._server as Server).close(() => resolve())),
  };
}

export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
