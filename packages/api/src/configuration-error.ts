/** The environment cannot run the server; main.ts prints the message alone and exits. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}
