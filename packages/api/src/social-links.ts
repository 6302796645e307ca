// The social accounts the site links to (SOCIAL_*_URL): only those the deployment names, so
// a visitor is never sent to an account that is not ours.
import { SOCIAL_NETWORKS, type SocialLink } from "@primp/core";
import { ConfigurationError } from "./configuration-error.ts";

export function socialLinksFrom(env: Record<string, string | undefined>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ network, label, variable }) => {
    const value = env[variable]?.trim();
    if (!value) return [];
    if (!URL.canParse(value) || new URL(value).protocol !== "https:") {
      throw new ConfigurationError(`${variable} must be the account's https:// address; got "${value}".`);
    }
    return [{ network, label, href: value }];
  });
}
