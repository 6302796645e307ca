// Runs the authorization matrix: every tRPC procedure and every kind of upload, called over
// HTTP on the real Fastify app by six callers holding real session cookies, answers exactly
// as its row says. A procedure or upload kind without a row fails the first test.
import { createTestServices, type TestServices } from "@primp/api/testing";
import { testVapidEnv } from "@primp/api/testing/push";
import { uploadTargetSchema } from "@primp/core";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { HTTP_STATUS, type Outcome, PROCEDURE_MATRIX, UPLOAD_MATRIX } from "../testing/authorization-matrix.ts";
import {
  buildWorld,
  CALLERS,
  type Caller,
  type CallerName,
  type World,
} from "../testing/authorization-matrix-world.ts";
import {
  injectProcedure,
  listProcedures,
  TINY_PNG,
  trpcError,
  trpcRequest,
  uploadRequest,
} from "../testing/http-session.ts";

const procedureTypes = new Map(listProcedures().map(({ path, type }) => [path, type]));

let services: TestServices;
let app: FastifyInstance;
let world: World;
beforeAll(async () => {
  // Push on, so its procedures get past "off" to who may call them.
  services = await createTestServices(testVapidEnv(), { catalogue: true });
  app = await buildApp({ services });
  world = await buildWorld(services, app);
});
afterAll(async () => {
  await app?.close();
  await services?.close();
});

/** What a response says, in the words of the table, with the server's message when it refused. */
function answerOf(response: Pick<LightMyRequestResponse, "statusCode" | "json">, trpc: boolean) {
  if (response.statusCode === 200) return { outcome: "ok", status: 200, message: "" };
  const error = trpc ? trpcError(response) : response.json().error;
  return { outcome: trpc ? error?.data.code : undefined, status: response.statusCode, message: String(error?.message) };
}

/** A mismatch in words, or null when the answer is the expected one (status and, for tRPC, code). */
function mismatch(cell: string, expected: Outcome, answer: ReturnType<typeof answerOf>) {
  const codeMatches = answer.outcome === undefined || answer.outcome === expected;
  if (answer.status === HTTP_STATUS[expected] && codeMatches) return null;
  return `${cell}: expected ${expected}, got ${answer.status} ${answer.outcome ?? ""} "${answer.message}"`;
}

function typeOf(path: string) {
  const type = procedureTypes.get(path);
  if (!type) throw new Error(`The matrix has a row for ${path}, which is not a procedure`);
  return type;
}

const callerFor = (name: CallerName, freshCaller: boolean | undefined): Promise<Caller> | Caller =>
  freshCaller ? world.freshCaller(name) : world.callers[name];

describe("authorization matrix", () => {
  it("has a row for every procedure and every upload kind, and each row lets someone in", () => {
    expect(Object.keys(PROCEDURE_MATRIX).sort()).toEqual([...procedureTypes.keys()].sort());
    const uploadKinds = uploadTargetSchema.options.map((option) => option.shape.kind.value);
    expect(Object.keys(UPLOAD_MATRIX).sort()).toEqual(uploadKinds.sort());
    // A row nobody passes could not show that its input is valid, so its refusals would prove nothing.
    const rows = { ...PROCEDURE_MATRIX, ...UPLOAD_MATRIX };
    const nobodyAllowed = Object.entries(rows).filter(([, row]) => !Object.values(row.expect).includes("ok"));
    expect(nobodyAllowed.map(([name]) => name)).toEqual([]);
  });

  it("answers every caller of every procedure and upload as the table says", async () => {
    const mismatches: string[] = [];
    const check = (cell: string, expected: Outcome, answer: ReturnType<typeof answerOf>) => {
      const problem = mismatch(cell, expected, answer);
      if (problem) mismatches.push(problem);
    };
    for (const [path, row] of Object.entries(PROCEDURE_MATRIX)) {
      const type = typeOf(path);
      for (const name of CALLERS) {
        const caller = await callerFor(name, row.freshCaller);
        const input = row.input ? await row.input(world, caller) : undefined;
        const response = await injectProcedure(app, trpcRequest(path, type, input, caller), type);
        check(`${path} as ${name}`, row.expect[name], answerOf(response, true));
      }
    }
    for (const [kind, row] of Object.entries(UPLOAD_MATRIX)) {
      for (const name of CALLERS) {
        const caller = world.callers[name];
        const fields = await row.fields(world, caller);
        const response = await app.inject(
          uploadRequest(caller, fields, { name: "photo.png", type: "image/png", bytes: TINY_PNG }),
        );
        check(`upload ${kind} as ${name}`, row.expect[name], answerOf(response, false));
      }
    }
    expect(mismatches).toEqual([]);
  }, 90_000);
});
