export { type AppOptions, buildApp } from "./app.ts";
export { startJobs } from "./jobs.ts";
