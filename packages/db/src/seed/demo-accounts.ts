// The demo accounts' passwords are published (README, the dev server's first screen), so a real
// service must hold none of them: these find them, and remove them with everything that cascades
// (sessions, pro profiles, favourites); bookings keep their rows without the account.
import type { Db } from "../client.ts";
import { DEMO_ACCOUNTS } from "./accounts.ts";

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

/** E-mails of the demo accounts this database holds, in DEMO_ACCOUNTS' order. */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db.user.findMany({ where: { email: { in: DEMO_EMAILS } }, select: { email: true } });
  const present = new Set(rows.map((row) => row.email));
  return DEMO_EMAILS.filter((email) => present.has(email));
}

/** Deletes the demo accounts; returns the e-mails it removed. */
export async function removeDemoAccounts(db: Db): Promise<string[]> {
  const present = await findDemoAccounts(db);
  await db.user.deleteMany({ where: { email: { in: present } } });
  return present;
}
