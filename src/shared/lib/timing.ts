export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `work`, but never before `ms` have passed: the spec's simulated delays (newsletter
 * 800 ms, contact 2000 ms) stay the least time a submission takes, and a slower server simply
 * takes longer.
 */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [outcome] = await Promise.all([
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    delay(ms),
  ]);
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/**
 * Resolves once the browser has painted the current frame: the next animation frame, then a task
 * after it. Work that is not needed for the first screen (a form's code, a price check, pictures
 * below it) starts then, so the first paint is not held back by starting it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
