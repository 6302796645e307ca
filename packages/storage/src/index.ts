export { safeFileName } from "./file-name.ts";
export { detectImageType, type ImageMimeType } from "./image-type.ts";
export { createLocalStorage, type LocalStorageOptions } from "./local-storage.ts";
export { assertSafeKey } from "./storage-key.ts";
export * from "./types.ts";
