// pnpm create-admin --email a@b.c --first A --last B
// Creates an administrator, or promotes an existing customer. The password comes from
// PRIMP_ADMIN_PASSWORD when set (so it stays out of shell history and process lists);
// otherwise a new account gets a random one, printed once. A promoted user keeps the password
// they have. Opens the database named by the environment, like db:migrate and db:seed.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "@primp/api/password";
import { contactSchema, emailSchema, newPasswordSchema } from "@primp/core";
import type { Db } from "@primp/db";
import { loadEnvFile } from "@primp/env";
import { openScriptDatabase } from "./script-database.ts";

const USAGE = `Usage: pnpm create-admin --email <address> --first <first name> --last <last name>

Creates an administrator account, or promotes the existing customer with that e-mail
(--first and --last are then optional and the name is kept).
Password: PRIMP_ADMIN_PASSWORD if set (at least 8 characters), else a random one-time
password printed once. Database: DATABASE_URL, else PGLITE_DIR (default .data/pglite).`;

interface AdminRequest {
  email: string;
  firstName: string | undefined;
  lastName: string | undefined;
  /** From PRIMP_ADMIN_PASSWORD; undefined means "generate one if the account needs it". */
  password: string | undefined;
}

class UsageError extends Error {}

function readRequest(argv: string[], env: NodeJS.ProcessEnv): AdminRequest {
  let values: { email?: string; first?: string; last?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        first: { type: "string" },
        last: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) throw new UsageError("");
  const email = emailSchema.safeParse(values.email ?? "");
  if (!email.success)
    throw new UsageError(values.email ? `"${values.email}" is not an e-mail address.` : "--email is required.");
  const name = (value: string | undefined, schema: typeof contactSchema.shape.firstName, flag: string) => {
    if (value === undefined) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new UsageError(`${flag}: ${parsed.error.issues[0]?.message ?? "not valid"}.`);
    return parsed.data;
  };
  const password = env.PRIMP_ADMIN_PASSWORD;
  if (password !== undefined) {
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success)
      throw new UsageError(`PRIMP_ADMIN_PASSWORD: ${parsed.error.issues[0]?.message ?? "not valid"}.`);
  }
  return {
    email: email.data,
    firstName: name(values.first, contactSchema.shape.firstName, "--first"),
    lastName: name(values.last, contactSchema.shape.lastName, "--last"),
    password,
  };
}

/** 24 characters from 144 random bits: unguessable, and safe to copy from a terminal. */
const randomPassword = () => randomBytes(18).toString("base64url");

async function createOrPromote(db: Db, request: AdminRequest): Promise<string[]> {
  const existing = await db.user.findUnique({ where: { email: request.email } });

  if (!existing) {
    if (!request.firstName || !request.lastName) {
      throw new UsageError(`No account uses ${request.email}: --first and --last are required to create one.`);
    }
    const password = request.password ?? randomPassword();
    await db.user.create({
      data: {
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        role: "ADMIN",
        passwordHash: await hashPassword(password),
        // A generated password was seen by whoever ran this command, so it is for one login.
        mustChangePassword: request.password === undefined,
        // The operator vouches for the address.
        emailVerifiedAt: new Date(),
      },
    });
    return [
      `Created administrator ${request.email}.`,
      ...(request.password === undefined
        ? [`One-time password (shown only now; change it after logging in): ${password}`]
        : ["Password: the value of PRIMP_ADMIN_PASSWORD."]),
    ];
  }

  // One role per account: a pro promoted to administrator would lose their dashboard and jobs.
  if (existing.role === "PRO") {
    throw new Error(`${request.email} is a professional's account. Use another e-mail address for the administrator.`);
  }
  const generated = request.password === undefined && existing.passwordHash === null ? randomPassword() : undefined;
  const newPassword = request.password ?? generated;
  await db.user.update({
    where: { id: existing.id },
    data: {
      role: "ADMIN",
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(newPassword === undefined
        ? {}
        : { passwordHash: await hashPassword(newPassword), mustChangePassword: generated !== undefined }),
    },
  });
  return [
    existing.role === "ADMIN"
      ? `${request.email} is already an administrator.`
      : `Promoted ${request.email} to administrator.`,
    generated
      ? `One-time password (shown only now; change it after logging in): ${generated}`
      : request.password !== undefined
        ? "Password set to the value of PRIMP_ADMIN_PASSWORD."
        : "Their password is unchanged.",
  ];
}

loadEnvFile();
let request: AdminRequest;
try {
  request = readRequest(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  // --help asked for the text (stdout, success); anything else is a mistake (stderr, 2).
  if (!error.message) {
    console.info(USAGE);
    process.exit(0);
  }
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

const database = await openScriptDatabase();
try {
  await database.migrate();
  for (const line of await createOrPromote(database.db, request)) console.info(line);
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : (error as Error).message);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await database.close();
}
