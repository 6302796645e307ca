// What an upload is for, sent as form fields before the file: a booking's photo, the
// account's avatar, or one of a pro's highlight slots. The web app's upload forms and the
// server's /uploads route read the same schema.
import { z } from "zod";

export const HIGHLIGHT_SLOTS = [1, 2, 3] as const;

/** What an upload is for; sent as form fields before the file. */
export const uploadTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("submission"), bookingId: z.string().trim().min(1).max(64) }),
    z.object({ kind: z.literal("avatar") }),
    z.object({
      kind: z.literal("highlight"),
      slot: z.coerce.number().pipe(z.union(HIGHLIGHT_SLOTS.map((n) => z.literal(n)))),
    }),
  ],
  { error: "Please say what this upload is for." },
);
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
