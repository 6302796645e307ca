// Signing in for a journey: through the login procedure over HTTP, as the login form does, then
// landing on the dashboard the form leads to. The form itself is auth.test.ts's subject; loading
// the login page before every journey's step cost each file seconds of the suite.
import type { Page } from "playwright-core";

export async function logInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  // page.request shares the page's cookies, so the session cookie the answer sets signs the page in.
  const answer = await page.request.post("/trpc/auth.login", {
    data: { json: { email: account.email, password: account.password } },
  });
  if (!answer.ok()) throw new Error(`Could not log in as ${account.email}: ${answer.status()} ${await answer.text()}`);
  await page.goto("/dashboard");
}
