import { availabilitySettingsSchema } from "@primp/core";
import { proUserIdInputSchema } from "../admin/admin.schema.ts";

/** An administrator's edit of one pro's settings. */
export const proAvailabilityInputSchema = proUserIdInputSchema.extend({ settings: availabilitySettingsSchema });
