/**
 * What workflow histories say about a run, read back from Temporal after the measurement (never
 * during it, so the reads cost the measured window nothing): how many events a workflow recorded
 * (each one a write to Temporal's database), and how long its workflow tasks waited between
 * scheduled and started, how long the worker then took, and which timed out or failed.
 *
 * Used by bench/booking.ts (events per booking, side by side with a baseline) and bench/expiry.ts
 * (the release burst's workflow tasks, issue 35).
 */
import type { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { pooled, stats, type Stats } from './measure.ts';

const EventType = proto.temporal.api.enums.v1.EventType;
export type HistoryEvent = proto.temporal.api.history.v1.IHistoryEvent;

/** An event type without its `EVENT_TYPE_` prefix: `WORKFLOW_TASK_TIMED_OUT`. */
export function eventName(event: HistoryEvent): string {
  const type = event.eventType ?? 0;
  return (EventType[type] ?? String(type)).replace(/^EVENT_TYPE_/, '');
}

/** An event's time in ms since the epoch (Temporal's clock). */
export function eventMs(event: HistoryEvent): number {
  const time = event.eventTime;
  return time ? Number(time.seconds ?? 0) * 1000 + (time.nanos ?? 0) / 1e6 : Number.NaN;
}

/** `n` items spread evenly over `items` (all of them when there are no more than `n`). */
export function evenSample<T>(items: T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}

export type Fetched = { histories: Map<string, HistoryEvent[]>; missing: string[]; failed: string[] };

/** The latest run's history of each workflow, `concurrency` reads at a time; IDs Temporal does not know are `missing`. */
export async function fetchHistories(client: Client, workflowIds: string[], concurrency = 8): Promise<Fetched> {
  const out: Fetched = { histories: new Map(), missing: [], failed: [] };
  await pooled(workflowIds.length, concurrency, async (i) => {
    const id = workflowIds[i]!;
    try {
      const history = await client.workflow.getHandle(id).fetchHistory();
      out.histories.set(id, history.events ?? []);
    } catch (err) {
      const name = (err as { name?: string }).name ?? '';
      if (name === 'WorkflowNotFoundError' || /not found/i.test(String((err as Error).message))) out.missing.push(id);
      else out.failed.push(`${id}: ${String(err)}`);
    }
  });
  return out;
}

/** Workflow tasks that did not complete, from a set of histories. */
export type TaskProblems = {
  histories: number;
  /** WORKFLOW_TASK_TIMED_OUT events, by timeout type (SCHEDULE_TO_START: a sticky queue nobody polled in time; START_TO_CLOSE: started, not finished in time). */
  timedOut: Map<string, number>;
  timedOutTotal: number;
  /** Histories with at least one WORKFLOW_TASK_TIMED_OUT. */
  historiesWithTimeout: number;
  /** WORKFLOW_TASK_FAILED events, by cause, and the histories with one. */
  failed: Map<string, number>;
  failedTotal: number;
  historiesWithFailure: number;
};

export function taskProblems(histories: Iterable<HistoryEvent[]>): TaskProblems {
  const out: TaskProblems = {
    histories: 0,
    timedOut: new Map(),
    timedOutTotal: 0,
    historiesWithTimeout: 0,
    failed: new Map(),
    failedTotal: 0,
    historiesWithFailure: 0,
  };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const events of histories) {
    out.histories++;
    let timedOut = false;
    let failed = false;
    for (const e of events) {
      if (e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_TIMED_OUT) {
        const type = e.workflowTaskTimedOutEventAttributes?.timeoutType ?? 0;
        add(out.timedOut, (proto.temporal.api.enums.v1.TimeoutType[type] ?? String(type)).replace(/^TIMEOUT_TYPE_/, ''));
        out.timedOutTotal++;
        timedOut = true;
      } else if (e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED) {
        const cause = e.workflowTaskFailedEventAttributes?.cause ?? 0;
        add(out.failed, (proto.temporal.api.enums.v1.WorkflowTaskFailedCause[cause] ?? String(cause)).replace(/^WORKFLOW_TASK_FAILED_CAUSE_/, ''));
        out.failedTotal++;
        failed = true;
      }
    }
    if (timedOut) out.historiesWithTimeout++;
    if (failed) out.historiesWithFailure++;
  }
  return out;
}

/** `3 timed out in 2 of 40 histories (SCHEDULE_TO_START 3); 0 failed`. */
export function describeTaskProblems(p: TaskProblems): string {
  const byKind = (map: Map<string, number>) => (map.size > 0 ? ` (${[...map].map(([k, n]) => `${k} ${n}`).join(', ')})` : '');
  return (
    `${p.timedOutTotal} workflow task(s) timed out in ${p.historiesWithTimeout} of ${p.histories} histories${byKind(p.timedOut)}; ` +
    `${p.failedTotal} failed in ${p.historiesWithFailure}${byKind(p.failed)}`
  );
}

/** One workflow task's timing, in ms: from its WORKFLOW_TASK_SCHEDULED to the next WORKFLOW_TASK_STARTED and the next WORKFLOW_TASK_COMPLETED. */
export type TaskTiming = {
  scheduledAt: number;
  /** Scheduled → the next started: the wait in the task queue (a timed-out attempt's wait included, if the first never started). */
  toStart: number;
  /** That start → the next completed: the worker's time on it (a local activity inside the task included), and any attempts after a timeout. */
  startToComplete: number;
  /** Scheduled → the next completed: all of it. */
  toComplete: number;
  /**
   * The queue the WORKFLOW_TASK_SCHEDULED names: `sticky` (the worker that ran the workflow last;
   * not picked up within stickyQueueScheduleToStartTimeout, it times out SCHEDULE_TO_START and is
   * scheduled again on the normal queue) or `normal`; `unknown` if the history does not say.
   */
  queue: QueueKind;
};

export type QueueKind = 'sticky' | 'normal' | 'unknown';

const TaskQueueKind = proto.temporal.api.enums.v1.TaskQueueKind;

function queueOf(scheduled: HistoryEvent): QueueKind {
  const kind = scheduled.workflowTaskScheduledEventAttributes?.taskQueue?.kind;
  return kind === TaskQueueKind.TASK_QUEUE_KIND_STICKY ? 'sticky' : kind === TaskQueueKind.TASK_QUEUE_KIND_NORMAL ? 'normal' : 'unknown';
}

function timingFrom(events: HistoryEvent[], at: number): TaskTiming | undefined {
  const scheduledAt = eventMs(events[at]!);
  const queue = queueOf(events[at]!);
  let startedAt = Number.NaN;
  for (let i = at + 1; i < events.length; i++) {
    const type = events[i]!.eventType;
    if (Number.isNaN(startedAt) && type === EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED) startedAt = eventMs(events[i]!);
    if (type === EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED) {
      const completedAt = eventMs(events[i]!);
      return { scheduledAt, toStart: startedAt - scheduledAt, startToComplete: completedAt - startedAt, toComplete: completedAt - scheduledAt, queue };
    }
  }
  return Number.isNaN(startedAt) ? undefined : { scheduledAt, toStart: startedAt - scheduledAt, startToComplete: Number.NaN, toComplete: Number.NaN, queue };
}

/** The workflow task that follows each TIMER_FIRED (the first WORKFLOW_TASK_SCHEDULED after it). */
export function tasksAfterTimer(events: HistoryEvent[]): TaskTiming[] {
  const out: TaskTiming[] = [];
  for (let i = 0; i < events.length; i++) {
    if (events[i]!.eventType !== EventType.EVENT_TYPE_TIMER_FIRED) continue;
    const next = events.findIndex((e, j) => j > i && e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED);
    if (next < 0) continue;
    const timing = timingFrom(events, next);
    if (timing) out.push(timing);
  }
  return out;
}

/** Every workflow task scheduled in [from, to] (ms since the epoch), each timed from its own WORKFLOW_TASK_SCHEDULED. */
export function tasksBetween(events: HistoryEvent[], from: number, to: number): TaskTiming[] {
  const out: TaskTiming[] = [];
  for (let i = 0; i < events.length; i++) {
    if (events[i]!.eventType !== EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED) continue;
    const at = eventMs(events[i]!);
    if (at < from || at > to) continue;
    const timing = timingFrom(events, i);
    if (timing) out.push(timing);
  }
  return out;
}

/** Statistics of the three spans of a set of task timings. */
export function timingStats(timings: TaskTiming[]): { toStart: Stats; startToComplete: Stats; toComplete: Stats } {
  const finite = (xs: number[]) => xs.filter(Number.isFinite);
  return {
    toStart: stats(finite(timings.map((t) => t.toStart))),
    startToComplete: stats(finite(timings.map((t) => t.startToComplete))),
    toComplete: stats(finite(timings.map((t) => t.toComplete))),
  };
}

/** Events per history: statistics, and the history whose length is the median (to show its shape). */
export function eventCounts(histories: Map<string, HistoryEvent[]>): { count: Stats; median: { id: string; events: HistoryEvent[] } | undefined } {
  const entries = [...histories].sort((a, b) => a[1].length - b[1].length);
  const count = stats(entries.map(([, events]) => events.length));
  const mid = entries[Math.max(0, Math.ceil(entries.length / 2) - 1)];
  return { count, median: mid ? { id: mid[0], events: mid[1] } : undefined };
}

/** A history's event types in order, consecutive repeats folded: `WORKFLOW_EXECUTION_STARTED, WORKFLOW_TASK_SCHEDULED, … MARKER_RECORDED ×3, …`. */
export function historyShape(events: HistoryEvent[]): string {
  const parts: string[] = [];
  let last = '';
  let times = 0;
  const flush = () => {
    if (times > 0) parts.push(times > 1 ? `${last} ×${times}` : last);
  };
  for (const e of events) {
    const name = eventName(e);
    if (name === last) times++;
    else {
      flush();
      last = name;
      times = 1;
    }
  }
  flush();
  return parts.join(', ');
}
