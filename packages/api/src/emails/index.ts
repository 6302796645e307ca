export * from "./account.ts";
export * from "./operations.ts";
