// pnpm db:remove-demo-accounts: deletes the demo accounts (admin@primp.local and the others the
// seed creates for development), whose passwords are published, from the database named by the
// environment, like db:seed. A production server refuses to start until they are gone. Their
// sessions and pro profiles go with them; bookings stay, without the account.
import { removeDemoAccounts } from "@primp/db";
import { loadEnvFile } from "@primp/env";
import { openScriptDatabase } from "./script-database.ts";

loadEnvFile();

const database = await openScriptDatabase();
try {
  const removed = await removeDemoAccounts(database.db);
  console.info(removed.length ? `Removed the demo accounts ${removed.join(", ")}.` : "No demo accounts to remove.");
} finally {
  await database.close();
}
