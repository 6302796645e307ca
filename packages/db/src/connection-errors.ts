// A PostgreSQL connection that dies (the server crashed, restarted or failed over, the network
// dropped) makes its pg client emit "error". An EventEmitter's "error" with no listener throws,
// and from a socket's event that ends the process. pg-pool listens only on the clients it holds
// idle: a client checked out for a query (Kysely checks one out for each) has no listener, and
// neither has a client made by hand. Every connection the app opens goes through one of the two
// functions below, so each has a listener for as long as it lives. The query running on a dying
// connection still fails with the error (pg rejects it), which the request answers as 503.
import pg from "pg";

/** What a dropped connection is told to; the failed query itself reports the outage. */
export type ConnectionErrorHandler = (error: Error) => void;

const ignore: ConnectionErrorHandler = () => {};

/**
 * Gives the pool, and every client it ever opens, an "error" listener: idle clients are dropped
 * by the pool and replaced on the next query, checked-out ones are dropped when released.
 */
export function survivingConnectionLoss<P extends pg.Pool>(pool: P, onError: ConnectionErrorHandler = ignore): P {
  pool.on("error", onError);
  pool.on("connect", (client) => client.on("error", onError));
  return pool;
}

/**
 * One dedicated connection outside any pool (migrations' advisory lock, a LISTEN connection),
 * listening for its own loss before it connects. A LISTEN connection passes an `onError` that
 * opens a new one and listens again; the others end with the query that failed.
 */
export async function connectClient(
  config: string | pg.ClientConfig,
  onError: ConnectionErrorHandler = ignore,
): Promise<pg.Client> {
  const client = new pg.Client(typeof config === "string" ? { connectionString: config } : config);
  client.on("error", onError);
  await client.connect();
  return client;
}
