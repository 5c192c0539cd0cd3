import type { WorkflowHandle } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { AVAILABILITY_NOTICE_WINDOW_MS } from '../../contracts/tuning.ts';
import { sleep } from '../measure.ts';
import { cpuDelta, cpuSample, machineBusy, machineSample, type CpuSample } from '../procs.ts';
import { ZONE, type BenchStack } from '../stack.ts';
import type { FanoutOptions } from './options.ts';
import type { Arrival, Receiver } from './receiver.ts';
import { expectStatus, type Grants } from './setup.ts';
import { type HistoryEvent, type Timeline, timelineOf } from './timeline.ts';

const PRODUCT = 'MUSEUM';
/** After the workflow closed, how long late duplicates are waited for before a round is counted. */
const DUPLICATE_GRACE_MS = 2000;

export type Round = {
  label: string;
  size: number;
  sequence: number;
  pushMs: number;
  windowMs: number | undefined;
  firstMs: number;
  lastMs: number;
  closedMs: number;
  delivered: number;
  missing: number;
  duplicates: number;
  strangers: number;
  bad: number;
  unsigned: number;
  attempts: number;
  rowsDelivered: number;
  signedRows: number;
  historyLength: number;
  historyBytes: number;
  payloadBytes: number;
  cpuToLast: CpuSample;
  cpuToClosed: CpuSample;
  /** From just before the push until the workflow closed. */
  spanMs: number;
  machineBusy: number;
  receiverConnections: number;
  problems: string[];
  timeline: Timeline;
  /** Wall-clock ms (Date.now() scale) of the push answer, to place the timeline. */
  answeredAt: number;
};

/** What every round shares: the stack, the receiver, the grants so far, and the pushes made (each on a day of its own). */
export type Rounds = { stack: BenchStack; receiver: Receiver; grants: Grants; options: FanoutOptions; pushes: number; productId?: string };

type Exec = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

const execOn =
  (stack: BenchStack): Exec =>
  <T>(sql: string, params: unknown[] = []) =>
    stack.db.fork().getConnection().execute<T[]>(sql, params);

/**
 * Watches the receiver for the round's notices: once the push's sequence is known, `allIn`
 * resolves when each of the `size` agents has one, noting when the last came and the CPU then.
 */
function watchNotices(receiver: Receiver, stack: BenchStack, size: number) {
  const seen = new Set<number>();
  const firstArrival = receiver.arrivals.length;
  let scanned = firstArrival;
  let settle: () => void = () => {};
  const allIn = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const watch = {
    seen,
    firstArrival,
    allIn,
    sequence: undefined as number | undefined,
    lastAt: undefined as number | undefined,
    cpuAtLast: undefined as CpuSample | undefined,
    check: () => {
      if (watch.sequence === undefined || watch.lastAt !== undefined) return;
      for (; scanned < receiver.arrivals.length; scanned++) {
        const a = receiver.arrivals[scanned]!;
        if (a.sequence !== watch.sequence || a.agent >= size || seen.has(a.agent)) continue;
        seen.add(a.agent);
        if (seen.size === size) {
          watch.lastAt = a.at;
          watch.cpuAtLast = cpuSample(stack.tracked);
          settle();
          return;
        }
      }
    },
  };
  return watch;
}

/** The product's notices workflow, the run the push started or joined. */
async function noticesWorkflow(rounds: Rounds, exec: Exec): Promise<WorkflowHandle> {
  const { stack } = rounds;
  rounds.productId ??= (
    await exec<{ id: string }>(`select p.id from product p join account a on a.id = p.owner_id where a.email = ? and p.code = ?`, [
      stack.accounts.supplierEmail,
      PRODUCT,
    ])
  )[0]?.id;
  if (!rounds.productId) throw new Error(`product ${PRODUCT} not found after the push`);
  const workflowId = workflowIds.availabilityNotices('live', rounds.productId);
  const { runId } = await stack.temporal.client.workflow.getHandle(workflowId).describe();
  return stack.temporal.client.workflow.getHandle(workflowId, runId);
}

/** Waits for every agent's notice, at most `drainSeconds`; true when they did not all come in time. */
async function awaitNotices(allIn: Promise<void>, drainSeconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    allIn.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), drainSeconds * 1000);
    }),
  ]);
  clearTimeout(timer);
  return timedOut;
}

/** Bounded too: a workflow that cannot go on is reported, not waited for. */
async function awaitWorkflowClosed(handle: WorkflowHandle, waitSeconds: number, problems: string[]): Promise<void> {
  let resultTimer: NodeJS.Timeout | undefined;
  const closedInTime = await Promise.race([
    handle.result().then(
      () => true,
      (err: unknown) => {
        problems.push(`the notices workflow failed: ${String(err)}`);
        return true;
      },
    ),
    new Promise<boolean>((resolve) => {
      resultTimer = setTimeout(() => resolve(false), waitSeconds * 1000);
    }),
  ]);
  clearTimeout(resultTimer);
  if (!closedInTime) {
    const now = await handle.describe();
    problems.push(
      `the notices workflow is still ${now.status.name} (${now.raw.pendingActivities?.length ?? 0} pending activities, history ${now.historyLength} events); ` +
        'the round is counted as it stands',
    );
  }
}

/** The notice window the workflow ran with, read back from its input. */
function windowOf(events: HistoryEvent[]): number | undefined {
  const input = events[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0];
  const started0 = input ? defaultPayloadConverter.fromPayload<{ tuning?: { availabilityNoticeWindowMs?: number } }>(input) : undefined;
  return started0?.tuning?.availabilityNoticeWindowMs ?? (started0 ? AVAILABILITY_NOTICE_WINDOW_MS : undefined);
}

/** The round's notices as the receiver got them: per agent, duplicates, agents that should have had none. */
function tallyArrivals(receiver: Receiver, firstArrival: number, sequence: number, size: number, problems: string[]) {
  const mine = receiver.arrivals.slice(firstArrival).filter((a) => a.sequence === sequence);
  const others = receiver.arrivals.slice(firstArrival).filter((a) => a.sequence !== sequence);
  if (others.length > 0)
    problems.push(`${others.length} notice(s) of other sequences arrived meanwhile (${[...new Set(others.map((a) => a.sequence))].join(', ')})`);
  const perAgent = new Map<number, number>();
  for (const a of mine) perAgent.set(a.agent, (perAgent.get(a.agent) ?? 0) + 1);
  return {
    mine,
    duplicates: [...perAgent.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    strangers: [...perAgent.keys()].filter((agent) => agent >= size).length,
    delivered: [...perAgent.keys()].filter((agent) => agent < size).length,
  };
}

/** What the notification rows of the sequence record: delivered, attempts, signed. */
async function notificationRows(exec: Exec, sequence: number) {
  const [rows] = await exec<{ rows: number; delivered: number; attempts: number; signed: number }>(
    `select count(*)::int as rows, count(delivered_at)::int as delivered, coalesce(sum(attempts), 0)::int as attempts,
            count(*) filter (where cardinality(signed_with) > 0)::int as signed
       from notification where event = 'availability.updated' and (payload->>'sequence')::bigint = ?`,
    [sequence],
  );
  return rows;
}

const signedAs = (mine: Arrival[], signature: Arrival['signature']) => mine.filter((a) => a.signature === signature).length;

/** One push to `size` agents, measured from the push until the notices workflow closed. */
export async function runRound(rounds: Rounds, label: string, size: number): Promise<Round> {
  const { stack, receiver, options } = rounds;
  const call = stack.api.call;
  const exec = execOn(stack);
  if (size > rounds.grants.granted) await rounds.grants.upTo(size);
  const problems: string[] = [];
  const date = addDays(todayIn(ZONE), 30 + rounds.pushes++);
  const watch = watchNotices(receiver, stack, size);
  const connectionsBefore = receiver.connections();
  receiver.listeners.add(watch.check);
  const cpuBefore = cpuSample(stack.tracked);
  const machineBefore = machineSample();
  const started = performance.now();
  const push = await call('POST', '/v1/availability_changes', { auth: stack.accounts.supplierAuth, json: { product: PRODUCT, dates: [date] } });
  const answered = performance.now();
  const answeredAt = performance.timeOrigin + answered;
  expectStatus('POST /v1/availability_changes', push);
  const sequence = (push.body as { sequence: number }).sequence;
  watch.sequence = sequence;
  const handle = await noticesWorkflow(rounds, exec);
  watch.check();
  const timedOut = await awaitNotices(watch.allIn, options.drainSeconds);
  receiver.listeners.delete(watch.check);
  if (timedOut) problems.push(`only ${watch.seen.size} of ${size} agents had their notice after ${options.drainSeconds} s`);
  await awaitWorkflowClosed(handle, timedOut ? 1 : options.drainSeconds, problems);
  const closed = performance.now();
  const cpuClosed = cpuSample(stack.tracked);
  const machineAfter = machineSample();
  const described = await handle.describe();
  const history = await handle.fetchHistory();
  const windowMs = windowOf(history.events ?? []);
  if (options.windowMs !== undefined && windowMs !== options.windowMs) {
    problems.push(`the notices workflow gathered for ${windowMs} ms, not the ${options.windowMs} ms asked for`);
  }
  await sleep(DUPLICATE_GRACE_MS);

  const { mine, duplicates, strangers, delivered } = tallyArrivals(receiver, watch.firstArrival, sequence, size, problems);
  const rows = await notificationRows(exec, sequence);
  const firstAt = Math.min(...mine.map((a) => a.at));
  return {
    label,
    size,
    sequence,
    pushMs: answered - started,
    windowMs,
    firstMs: firstAt - answered,
    lastMs: (watch.lastAt ?? Number.NaN) - answered,
    closedMs: closed - answered,
    delivered,
    missing: size - delivered,
    duplicates,
    strangers,
    bad: signedAs(mine, 'bad'),
    unsigned: signedAs(mine, 'unsigned'),
    attempts: rows?.attempts ?? 0,
    rowsDelivered: rows?.delivered ?? 0,
    signedRows: rows?.signed ?? 0,
    historyLength: described.historyLength,
    historyBytes: Number(described.raw.workflowExecutionInfo?.historySizeBytes ?? 0),
    payloadBytes: mine[0]?.bytes ?? 0,
    cpuToLast: cpuDelta(cpuBefore, watch.cpuAtLast ?? cpuClosed),
    cpuToClosed: cpuDelta(cpuBefore, cpuClosed),
    spanMs: closed - started,
    machineBusy: machineBusy(machineBefore, machineAfter),
    receiverConnections: receiver.connections() - connectionsBefore,
    problems,
    timeline: timelineOf(history.events ?? []),
    answeredAt,
  };
}
