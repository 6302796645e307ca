// Sends one image to POST /uploads with progress. XMLHttpRequest (not fetch) because only it
// reports upload progress; the session cookie goes along as for every same-origin request.
import { NETWORK_ERROR } from "../../forms/server-errors";

export type UploadTarget =
  | { kind: "submission"; bookingId: string }
  | { kind: "avatar" }
  | { kind: "highlight"; slot: 1 | 2 | 3 };

export interface UploadResult {
  uploadId: string;
  url: string;
}

/** Client-side twin of the server's limit, so a too-large photo is refused before it is sent. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const TOO_LARGE = `Please choose an image smaller than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

export function uploadImage(
  target: UploadTarget,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(new Error(TOO_LARGE));
  const body = new FormData();
  // Fields before the file: the server reads them as the file arrives.
  for (const [name, value] of Object.entries(target)) body.append(name, String(value));
  body.append("file", file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/uploads");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const response = request.response as (UploadResult & { error?: { message?: string } }) | null;
      if (request.status === 200 && response?.url) resolve({ uploadId: response.uploadId, url: response.url });
      else reject(new Error(response?.error?.message ?? NETWORK_ERROR));
    };
    request.onerror = () => reject(new Error(NETWORK_ERROR));
    request.send(body);
  });
}
