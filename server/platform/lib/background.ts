/**
 * Work done after the answer has gone out (a request whose timing must not depend on what it
 * finds, such as a password-reset request). It starts on the next turn of the event loop, its
 * errors are logged and never reach the client, and `idle()` waits for it (shutdown, tests).
 */
export interface BackgroundWork {
  run(work: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundWork(log: (error: unknown) => void): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log(error),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
