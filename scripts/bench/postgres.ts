// The benchmarks' PostgreSQL: the throwaway loopback server the test suite starts, but with
// production durability (fsync, synchronous commit, full-page writes), one database per
// benchmark. Its data folder goes when it stops: a million bookings weigh about a gigabyte.
import { createDatabase } from "@primp/db";
import { findPostgresBinaries, startPostgresServer } from "@primp/db/testing";

export interface BenchPostgres {
  /** Version and the settings that matter here, e.g. "15.18 (Debian …); shared_buffers 128MB, fsync on" */
  version: string;
  /** Creates an empty database and returns its connection URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the server, or says why it cannot (the report notes it instead of failing). */
export async function startBenchPostgres(): Promise<BenchPostgres | { skipped: string }> {
  if (!findPostgresBinaries()) return { skipped: "PostgreSQL binaries not found (initdb and pg_ctl)" };
  const server = await startPostgresServer({ durable: true });
  const admin = await createDatabase({ databaseUrl: server.url });
  const [version] = await admin.db.$queryRawUnsafe<{ server_version: string }[]>("SHOW server_version");
  const [buffers] = await admin.db.$queryRawUnsafe<{ shared_buffers: string }[]>("SHOW shared_buffers");
  return {
    version: `${version?.server_version}; shared_buffers ${buffers?.shared_buffers}, fsync and synchronous_commit on`,
    async createDatabase(name) {
      await admin.db.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
      return server.url.replace(/\/postgres$/, `/${name}`);
    },
    async stop() {
      await admin.close();
      server.destroy();
    },
  };
}
