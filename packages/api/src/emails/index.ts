export * from "./account.ts";
export * from "./booking.ts";
export * from "./operations.ts";
export * from "./reschedule.ts";
export * from "./reminders.ts";
