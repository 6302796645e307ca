import { availabilitySettingsSchema, slotsInputSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { availableSlots, proAvailability, saveProAvailability } from "../../domain/availability.ts";
import { adminProcedure, proProcedure, publicProcedure } from "../../trpc.ts";
import { proUserIdInputSchema } from "../admin/admin.schema.ts";
import { proAvailabilityInputSchema } from "./availability.schema.ts";

export const availabilityRouter = {
  /** The booking form's date strip and time chips: bookable start times per day, with how many pros. */
  slots: publicProcedure.input(slotsInputSchema).query(({ ctx, input }) => availableSlots(ctx, input, new Date())),

  // The signed-in pro's own hours, time off, services and area.
  mine: proProcedure.query(({ ctx }) => proAvailability(ctx.db, ctx.user.id)),
  saveMine: proProcedure
    .input(availabilitySettingsSchema)
    .mutation(({ ctx, input }) => saveProAvailability(ctx, ctx.user.id, input, new Date())),

  // Administrators see and edit any pro's.
  ofPro: adminProcedure.input(proUserIdInputSchema).query(({ ctx, input }) => proAvailability(ctx.db, input.proUserId)),
  saveForPro: adminProcedure
    .input(proAvailabilityInputSchema)
    .mutation(({ ctx, input }) => saveProAvailability(ctx, input.proUserId, input.settings, new Date())),
} satisfies TRPCRouterRecord;
