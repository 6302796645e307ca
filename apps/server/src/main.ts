// Runs the server from the environment (and the repository's .env, which never overrides it).
// What the environment alone rules out (a production without its keys or its PostgreSQL, the
// local payment provider on a public address) is refused first, before the server's modules
// load (seconds of CPU: Prisma, PGlite, the routers, sharp) or anything is opened, so a refused
// start is instant; then server-process.ts opens the database and starts serving.
import { assertReadyToStart } from "@primp/api/start-refusals";
import { loadEnvFile } from "@primp/env";
import { orRefuseToStart } from "./refuse-to-start.ts";

loadEnvFile();
await orRefuseToStart(() => assertReadyToStart(process.env));
const { runServer } = await import("./server-process.ts");
await runServer(process.env);
