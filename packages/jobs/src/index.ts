export {
  createJobEngine,
  DEFAULT_POLLING_INTERVAL_SECONDS,
  type FailedJob,
  type JobContext,
  type JobEngine,
  type JobEngineOptions,
  type JobHandler,
  type JobHandlers,
  type JobLog,
  type JobScheduler,
  type ScheduleOptions,
} from "./engine.ts";
export { CRON, type Payload, POLICIES, parsePayload, QUEUE_NAMES, QUEUES, type QueueName } from "./queues.ts";
