import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const WEB_APP_DIR = fileURLToPath(new URL("../../../apps/web", import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL("../../../apps/web/dist", import.meta.url));
export const SCREENSHOTS_DIR = fileURLToPath(new URL("../../../artifacts/screenshots", import.meta.url));
