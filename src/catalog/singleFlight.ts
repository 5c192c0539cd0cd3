/**
 * Calls in flight, by key: a caller asking for a key already in flight gets the same promise
 * instead of starting the work again; the entry goes once it settles, so nothing is kept after.
 * Per process: each API replica coalesces its own concurrent requests. Hand-written (a Map and a
 * `finally`), as no kept library does just this for promises without a cache around it.
 */
export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    /** `work()`'s promise for `key`, shared with every caller that asks while it runs; `joined` says whether this caller started it. */
    run(key: string, work: () => Promise<T>): { result: Promise<T>; joined: boolean } {
      const running = inFlight.get(key);
      if (running) return { result: running, joined: true };
      const result = work().finally(() => inFlight.delete(key));
      inFlight.set(key, result);
      return { result, joined: false };
    },
    /** How many keys are in flight now (for tests and metrics). */
    size: () => inFlight.size,
  };
}
