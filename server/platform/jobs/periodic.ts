/**
 * Runs `work` now and then every `intervalMs` in this process, never overlapping itself (a slow run
 * on a large backlog is not joined by the next tick); errors go to `log`. Each job claims its rows
 * in the database, so several processes running the same job never act twice. Returns what stops
 * it, once a run under way has finished.
 */
export function runPeriodically(
  work: () => Promise<unknown>,
  intervalMs: number,
  log: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= work()
      .catch(log)
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
