// `pnpm dev` serves this page within a second, the API server only after its migrations and
// seed (tens of seconds on a first start, more on a busy machine). Until /healthz answers, the
// page says the server is starting instead of showing forms whose every request fails with 502.

export interface WaitForApi {
  /** True once the API server answers its health check. */
  healthy(): Promise<boolean>;
  /** Called after each refusal, before the pause. */
  waiting(): void;
  /** Between two asks. */
  pause(): Promise<void>;
}

export async function waitForApi({ healthy, waiting, pause }: WaitForApi): Promise<void> {
  while (!(await healthy())) {
    waiting();
    await pause();
  }
}

/** The browser's health check, through the dev server's proxy: a 502 while the API is down. */
export const apiAnswers = (fetchHealth: () => Promise<Response>) => () =>
  fetchHealth().then(
    (response) => response.ok,
    () => false,
  );
