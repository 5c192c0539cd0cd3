import { DefaultLogger, type LogEntry } from '@temporalio/worker';

/**
 * The Temporal SDK's own log in tests (the worker's "Activity failed", its state changes): kept
 * from WARN up so a test can read what an operator would see, printed from ERROR up as before.
 */
const listeners = new Set<(entry: LogEntry) => void>();

export const sdkLogger = new DefaultLogger('WARN', (entry) => {
  for (const listener of listeners) listener(entry);
  if (entry.level === 'ERROR') process.stderr.write(`[temporal] ${entry.message} ${JSON.stringify(entry.meta ?? {})}\n`);
});

/** The SDK's entries while `test` runs. */
export async function withSdkLog<T>(test: (entries: LogEntry[]) => Promise<T>): Promise<T> {
  const entries: LogEntry[] = [];
  const listener = (entry: LogEntry) => entries.push(entry);
  listeners.add(listener);
  try {
    return await test(entries);
  } finally {
    listeners.delete(listener);
  }
}
