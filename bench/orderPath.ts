/**
 * Where an order's confirmation spends its wall time, against a booking's (bench/order.ts): each
 * measured request's send and answer times (the bench's clock) set beside its workflow's history
 * (Temporal's clock: the same machine). The workflow task that answered the request's update is
 * the one whose completion precedes the update's UPDATE_COMPLETED event; the request's time splits
 * into the API's part before that task was scheduled (reads, planning, the commit, the
 * update-with-start call), the task's wait for a worker, the worker's part (every local activity:
 * the supplier calls and the bookkeeping, all inside that task), and the API's part after (the
 * update's answer back, the read for the answer, the response).
 */
import { eventMs, eventName, type HistoryEvent } from './histories.ts';
import { ms, stats, table } from './measure.ts';

/** When a measured request was sent and answered (Date.now()), by the ID of the workflow it drove. */
export type Sent = { sent: number; done: number };
export type PathSplit = { apiBefore: number; queued: number; worker: number; apiAfter: number; total: number };

export function splitOf(events: HistoryEvent[], { sent, done }: Sent): PathSplit | undefined {
  const names = events.map(eventName);
  const updateDone = names.lastIndexOf('WORKFLOW_EXECUTION_UPDATE_COMPLETED');
  if (updateDone < 0) return undefined;
  const completed = names.lastIndexOf('WORKFLOW_TASK_COMPLETED', updateDone);
  // The first task scheduled once the request was sent: the update's (or, for a booking, the start's).
  const scheduled = events.findIndex((e, i) => names[i] === 'WORKFLOW_TASK_SCHEDULED' && eventMs(e) >= sent - 5);
  const started = names.indexOf('WORKFLOW_TASK_STARTED', scheduled);
  if (completed < 0 || scheduled < 0 || started < 0 || started > completed) return undefined;
  const at = (i: number) => eventMs(events[i]!);
  return {
    apiBefore: at(scheduled) - sent,
    queued: at(started) - at(scheduled),
    worker: at(completed) - at(started),
    apiAfter: done - at(completed),
    total: done - sent,
  };
}

/** The p50 of each part, per path, as a table. */
export function splitTable(rows: { name: string; splits: PathSplit[] }[]): string {
  const parts: (keyof PathSplit)[] = ['apiBefore', 'queued', 'worker', 'apiAfter', 'total'];
  return table(
    ['path (p50 of each part, ms)', 'n', 'API before the task', 'task waits', 'worker (the task)', 'API after', 'request'],
    rows.map(({ name, splits }) => [name, String(splits.length), ...parts.map((part) => ms(stats(splits.map((s) => s[part])).p50, 1))]),
  );
}
