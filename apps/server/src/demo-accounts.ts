// The demo accounts at start. Their passwords are published, so a real service (production, not
// a labelled demo) refuses to run while any of them exists; in development the server lists them
// with those passwords on every start, so nobody has to find the first start's log.
import { ConfigurationError } from "@primp/api";
import { verifyPassword } from "@primp/api/password";
import { type Db, DEMO_ACCOUNTS, findDemoAccounts } from "@primp/db";

export const REMOVE_DEMO_ACCOUNTS_COMMAND = "pnpm db:remove-demo-accounts";

export function demoAccountsRefusal(emails: readonly string[]): string {
  const accounts = emails.length === 1 ? "the demo account" : "the demo accounts";
  return (
    `Refusing to start with NODE_ENV=production: the database holds ${accounts} ${emails.join(", ")}, whose passwords are published. ` +
    `Remove them with \`${REMOVE_DEMO_ACCOUNTS_COMMAND}\` (in the Docker image: \`cd /app/scripts && node --import tsx remove-demo-accounts.ts\`), ` +
    "or set PRIMP_DEMO=1 to run a clearly labelled demo."
  );
}

export async function assertNoDemoAccounts(db: Db): Promise<void> {
  const present = await findDemoAccounts(db);
  if (present.length > 0) throw new ConfigurationError(demoAccountsRefusal(present));
}

/**
 * The demo accounts this database holds, one line each with its dev-only password, or a word
 * that the password was changed since (it would not work).
 */
export async function demoAccountsScreen(db: Db): Promise<string> {
  const users = await db.user.findMany({
    where: { email: { in: DEMO_ACCOUNTS.map((account) => account.email) } },
    select: { email: true, passwordHash: true },
  });
  const lines: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = users.find((candidate) => candidate.email === account.email);
    if (!user) continue;
    const stillWorks = await verifyPassword(user.passwordHash ?? "", account.password);
    const role = account.proProfile ? `pro (${account.proProfile.state})` : account.role.toLowerCase();
    lines.push(
      `  ${role.padEnd(14)} ${account.email.padEnd(22)} ${stillWorks ? account.password : "(password changed since)"}`,
    );
  }
  if (lines.length === 0) return "No demo accounts in this database (SEED=false, or removed).";
  return ["Demo accounts, with their dev-only passwords:", ...lines].join("\n");
}
