export { safeFileName } from "./file-name.ts";
export { detectImageType, detectServedImageType, type ImageMimeType, type ServedImageType } from "./image-type.ts";
export { createLocalStorage, type LocalStorageOptions } from "./local-storage.ts";
export { createS3Storage, type S3StorageOptions } from "./s3-storage.ts";
export { assertSafeKey } from "./storage-key.ts";
export { IMAGE_HEAD_BYTES, peekHead } from "./stream-head.ts";
export * from "./types.ts";
