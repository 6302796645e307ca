import { describe, expect, it } from "vitest";
import { ConfigurationError } from "./configuration-error.ts";
import { socialLinksFrom } from "./social-links.ts";

describe("socialLinksFrom", () => {
  it("links only the accounts the environment names, in the footer's order", () => {
    expect(socialLinksFrom({})).toEqual([]);
    expect(
      socialLinksFrom({
        SOCIAL_FACEBOOK_URL: " https://www.facebook.com/primp ",
        SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/primp/",
        SOCIAL_X_URL: "",
      }),
    ).toEqual([
      { network: "photoNetwork", label: "Instagram", href: "https://www.instagram.com/primp/" },
      { network: "socialNetwork", label: "Facebook", href: "https://www.facebook.com/primp" },
    ]);
  });

  it("refuses to start on an address that is not https", () => {
    expect(() => socialLinksFrom({ SOCIAL_X_URL: "x.com/primp" })).toThrow(ConfigurationError);
    expect(() => socialLinksFrom({ SOCIAL_X_URL: "javascript:alert(1)" })).toThrow(
      'SOCIAL_X_URL must be the account\'s https:// address; got "javascript:alert(1)".',
    );
  });
});
