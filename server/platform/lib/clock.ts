/** Time source injected into the app so tests can move time (token expiry, rate limits). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can move forward by hand. */
export function createManualClock(start = Date.UTC(2025, 8, 1)): Clock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}
