export * from "./account.ts";
