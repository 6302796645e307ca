import { assertSafeKey } from "./storage-key.ts";

/** The URL of a stored file under the path the server serves files from ("/files" + "/a/b.png"). */
export function publicUrlBuilder(publicBasePath: string) {
  const base = publicBasePath.replace(/\/+$/, "");
  return (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  };
}
