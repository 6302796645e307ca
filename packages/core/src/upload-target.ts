// Uploads as the web app and the server both see them: what an upload is for (form fields
// sent before the file: a booking's photo, a photo for its conversation, the account's avatar, or one of a pro's highlight
// slots), the size limit and its sentence, and the body of every refusal that is not a tRPC error.
import { z } from "zod";
import { siteImageSlotSchema } from "./site-images";

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = `Please choose an image smaller than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const UPLOAD_NOT_AN_IMAGE = "Please choose an image file (JPEG, PNG, GIF or WebP).";

/**
 * The one body of every refusal the server answers itself rather than through a procedure's tRPC
 * error: uploads, files, webhooks, /readyz (beside its `ok`), the dev mailbox, refused origins on
 * /trpc, unknown addresses and the error handler's fallbacks.
 */
export interface ErrorBody {
  error: { message: string };
}
export const errorBody = (message: string): ErrorBody => ({ error: { message } });
export const NOTHING_HERE = "There is nothing at this address.";

export const HIGHLIGHT_SLOTS = [1, 2, 3] as const;

/** What an upload is for; sent as form fields before the file. */
export const uploadTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("submission"), bookingId: z.string().trim().min(1).max(64) }),
    /** A photo for a message in the booking's conversation, attached when the message is posted. */
    z.object({ kind: z.literal("message"), bookingId: z.string().trim().min(1).max(64) }),
    z.object({ kind: z.literal("avatar") }),
    z.object({
      kind: z.literal("highlight"),
      slot: z.coerce.number().pipe(z.union(HIGHLIGHT_SLOTS.map((n) => z.literal(n)))),
    }),
    /** A photo an administrator places on the public pages ("hero", "service/<id>", ...). */
    z.object({ kind: z.literal("site"), place: siteImageSlotSchema }),
  ],
  { error: "Please say what this upload is for." },
);
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
