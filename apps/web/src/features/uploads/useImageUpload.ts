import { useCallback, useState } from "react";
import { type UploadResult, type UploadTarget, uploadImage } from "./uploadImage";

/** One upload at a time: its progress (0-100), its error in words, and its result. */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);

  const upload = useCallback(async (target: UploadTarget, file: File) => {
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      const uploaded = await uploadImage(target, file, setProgress);
      setResult(uploaded);
      return uploaded;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    } finally {
      setProgress(null);
    }
  }, []);

  return { upload, progress, error, result, uploading: progress !== null };
}
