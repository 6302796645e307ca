// The real `twilio` SDK against a local stand-in of the Messages endpoint.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PermanentSmsError } from "./provider.ts";
import { startTwilioStandIn, type TwilioStandIn } from "./testing/index.ts";
import { createTwilioSmsProvider } from "./twilio-provider.ts";

const account = { accountSid: `AC${"1".repeat(32)}`, authToken: "test-auth-token" };
let standIn: TwilioStandIn;
beforeAll(async () => {
  standIn = await startTwilioStandIn(account);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.recover();
});

const provider = (from = "+16175550100", authToken = account.authToken) =>
  createTwilioSmsProvider({ ...account, authToken, from, apiBaseUrl: standIn.baseUrl });

describe("Twilio SMS provider", () => {
  it("posts To, From and Body to the account's Messages endpoint with its credentials, and answers the message SID", async () => {
    const { providerId } = await provider().send({ to: "+16175550199", body: "Your appointment is tomorrow." });
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(standIn.requests).toEqual([
      {
        method: "POST",
        path: `/2010-04-01/Accounts/${account.accountSid}/Messages.json`,
        credentials: `${account.accountSid}:${account.authToken}`,
        form: { To: "+16175550199", From: "+16175550100", Body: "Your appointment is tomorrow." },
      },
    ]);
  });

  it("sends through a Messaging Service when TWILIO_FROM is its SID", async () => {
    await provider("MG0123").send({ to: "+16175550199", body: "Hi" });
    expect(standIn.requests[0]?.form).toEqual({ To: "+16175550199", MessagingServiceSid: "MG0123", Body: "Hi" });
  });

  it("fails for good on a number Twilio says can never take the text", async () => {
    standIn.failWith({ status: 400, code: 21211, message: "The 'To' number +1555 is not a valid phone number." });
    const failure = provider().send({ to: "+1555", body: "Hi" });
    await expect(failure).rejects.toBeInstanceOf(PermanentSmsError);
    await expect(failure).rejects.toThrow("not a valid phone number");
  });

  it("fails in a way worth retrying when Twilio is down or refuses the credentials", async () => {
    standIn.failWith({ status: 503, message: "Service Unavailable" });
    const outage = await provider()
      .send({ to: "+16175550199", body: "Hi" })
      .catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(PermanentSmsError);
    standIn.recover();
    const badKey = await provider(undefined, "wrong")
      .send({ to: "+16175550199", body: "Hi" })
      .catch((error: unknown) => error);
    expect(badKey).toMatchObject({ status: 401, code: 20003 });
    expect(badKey).not.toBeInstanceOf(PermanentSmsError);
  });
});
