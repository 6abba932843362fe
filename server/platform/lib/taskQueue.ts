/**
 * Runs at most `limit` tasks at once; the rest wait in order. Used for work that occupies a
 * libuv thread for a long time (image encoding), so password hashing and file I/O, which share
 * that pool (4 threads by default), always find a free thread.
 */
export function taskQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so none can slip in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
