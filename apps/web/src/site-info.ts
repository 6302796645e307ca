import type { SocialNetwork } from "@primp/core";
import { trpc } from "./trpc";

/** What the server says about itself (demo or not, its social accounts); asked once per visit. */
export const useSiteInfo = () => trpc.content.site.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });

/** The social accounts the deployment names (none until the server has answered). */
export const useSocialLinks = () => useSiteInfo().data?.socialLinks ?? [];

/** One network's account, or undefined when the deployment names none. */
export const useSocialLink = (network: SocialNetwork) => useSocialLinks().find((link) => link.network === network);
