// Sends one image to POST /uploads with progress. XMLHttpRequest (not fetch) because only it
// reports upload progress; the session cookie goes along as for every same-origin request.
import { type ErrorBody, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, type UploadTarget } from "@primp/core";
import { NETWORK_ERROR } from "../../forms/server-errors";

export type { UploadTarget };

export interface UploadResult {
  uploadId: string;
  url: string;
}

export function uploadImage(
  target: UploadTarget,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadResult> {
  // The server's own limit and words, checked before anything is sent.
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(new Error(UPLOAD_TOO_LARGE));
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
      const response = request.response as (UploadResult & Partial<ErrorBody>) | null;
      if (request.status === 200 && response?.url) resolve({ uploadId: response.uploadId, url: response.url });
      else reject(new Error(response?.error?.message ?? NETWORK_ERROR));
    };
    request.onerror = () => reject(new Error(NETWORK_ERROR));
    request.send(body);
  });
}
