export {
  ENV_FILE_VARIABLE,
  type Environment,
  type LoadEnvFileOptions,
  loadEnvFile,
  NO_ENV_FILE,
  REPO_ROOT,
} from "./env-file.ts";
export { defaultAppUrl, devServerUrl, SERVER_PORT_DEFAULT, serverPort, WEB_PORT_DEFAULT, webPort } from "./ports.ts";
