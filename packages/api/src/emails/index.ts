export * from "./account.ts";
export * from "./booking.ts";
export * from "./card-hold.ts";
export * from "./deadlines.ts";
export * from "./dispatch.ts";
export * from "./operations.ts";
export * from "./reminders.ts";
export * from "./reschedule.ts";
