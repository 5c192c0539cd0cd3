/**
 * Benchmark (not a test): an order's confirmation (issue 44) against one booking's, side by side in
 * one run, through the production roles (bench/stack.ts: embedded PostgreSQL, a Temporal dev
 * server, `node src/main/api.ts` and `node src/main/worker.ts`, an HTTPS fake supplier).
 *
 * Five supplier accounts, each its own supplier at the marketplace, are served by the fake, which
 * answers every `/booking_confirmation` after 10 ms (BENCH_SUPPLIER_MS). Paths, sequential and
 * interleaved in blocks whose order rotates (bench/measure.ts):
 *  - `POST /v1/order_confirmation` of a five-item order (one freesale MUSEUM ticket of each
 *    supplier), the order made beforehand (`POST /v1/order`, not timed);
 *  - `POST /v1/booking_confirmation` of one freesale MUSEUM ticket.
 * The aim: the order's p50 at most 1.5× the booking's (its items confirmed at once, not in turn).
 *
 * Then the cost: BENCH_CPU_ORDERS orders made and confirmed (4 at a time), and five times as many
 * bookings (4 at a time), each phase's CPU per process (/proc; PostgreSQL with its backends) per
 * item and per booking; and the history events of BENCH_HISTORY_SAMPLE orders and bookings read
 * back from Temporal, per order, per item and per booking. `uptime` is printed before and after:
 * the machine is shared.
 *
 * Reproduce: `npm run bench -- order`. Knobs: BENCH_REQUESTS (sequential requests per path, 100),
 * BENCH_WARMUP (10), BENCH_SUPPLIER_MS (10), BENCH_CPU_ORDERS (40), BENCH_HISTORY_SAMPLE (20),
 * BENCH_ORDER_ITEMS (5: the items, and suppliers, of each order), BENCH_PROFILE (1: the API and the worker
 * under --cpu-prof, summarised over the CPU phase's orders and then its bookings).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { AccessGrant, Account } from '../src/db/entities/index.ts';
import { workflowIds } from '../contracts/ids.ts';
import { eventCounts, fetchHistories, historyShape } from './histories.ts';
import { type PathSplit, type Sent, splitOf, splitTable } from './orderPath.ts';
import { intFromEnv, monotonicMicros, ms, pooled, ratio, table } from './measure.ts';
import {
  cpuRow,
  latencyTable,
  measureSequential,
  PROCESSES,
  printHeader,
  printRunTook,
  printStackProfiles,
  startStack,
  warmUp,
  withCleanups,
  type Path,
} from './phases.ts';
import { printRoleProfiles, profileDirFor } from './profileSummary.ts';
import { cpuDelta, cpuSample } from './procs.ts';
import { type BenchStack, createBenchAccount } from './stack.ts';

export const REPRODUCE = 'npm run bench -- order';
/** Items per order (BENCH_ORDER_ITEMS, 1 to 20; the issue's measurement: 5). */
const ITEMS = intFromEnv('BENCH_ORDER_ITEMS', 5, 1);

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** Four more suppliers beside the stack's own, on the same fake, each granting the agent and pricing MUSEUM. */
async function addSuppliers(stack: BenchStack): Promise<string[]> {
  const em = stack.db.fork();
  const first = await em.findOneOrFail(Account, { email: stack.accounts.supplierEmail });
  const agent = await em.findOneOrFail(Account, { email: stack.accounts.agentEmail });
  const added: { email: string; token: string }[] = [];
  for (let i = 1; i < ITEMS; i++) {
    const email = `supplier-${i}-${randomUUID().slice(0, 6)}@bench.example`;
    const token = `tmk_${randomUUID().replaceAll('-', '')}`;
    const account = createBenchAccount(em, `Bench Supplier ${i}`, email, token, { callbackUrl: first.callbackUrl, notificationUrl: first.notificationUrl });
    em.create(AccessGrant, { supplier: account, agent });
    added.push({ email, token });
  }
  await em.flush();
  for (const { email, token } of added) {
    const res = await stack.api.call('PUT', '/v1/rates/MUSEUM', { auth: basic(email, token), json: { rates: { adult: { rrp: 20, net: 16 } } } });
    if (res.status !== 200) throw new Error(`rates of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return [stack.accounts.supplierEmail, ...added.map((a) => a.email)];
}

export async function runOrderBench(): Promise<void> {
  const started = performance.now();
  const requests = intFromEnv('BENCH_REQUESTS', 100, 1);
  const warmup = intFromEnv('BENCH_WARMUP', 10, 1);
  const supplierMs = intFromEnv('BENCH_SUPPLIER_MS', 10, 0);
  const cpuOrders = intFromEnv('BENCH_CPU_ORDERS', 40, 1);
  const historySample = intFromEnv('BENCH_HISTORY_SAMPLE', 20, 0);
  await withCleanups(async (cleanups) => {
    printHeader(
      `orders: a ${ITEMS}-item order’s confirmation against one booking’s`,
      REPRODUCE,
      `requests/path=${requests} warmup=${warmup} supplier answers after ${supplierMs} ms, cpu orders=${cpuOrders}`,
    );
    console.log(`Load before: ${uptime()}`);
    // BENCH_PROFILE=1: the API and the worker under --cpu-prof, summarised over the CPU phase's orders, then its bookings.
    const profileDir = process.env.BENCH_PROFILE === '1' ? profileDirFor('order') : undefined;
    const stack = await startStack(cleanups, { bookingWaitMs: 10_000, supplierTimeoutMs: 10_000, profileDir });
    const suppliers = await addSuppliers(stack);
    // Every confirmation at the fake is answered after supplierMs: the delay comes before the booking is made.
    if (supplierMs > 0) stack.supplier.delayNext(1_000_000_000, supplierMs, '/booking_confirmation');
    const agentEmail = stack.accounts.agentEmail;
    const auth = stack.accounts.agentAuth;
    const date = stack.travelDate;
    const runId = randomUUID().slice(0, 6);
    let counter = 0;
    const orderRefs: string[] = [];
    const bookingRefs: string[] = [];
    // Each measured request's send and answer times, by reference, for the critical path's split.
    const timed = new Map<string, Sent>();
    const timing = { on: false };
    const clocked = async <T>(reference: string, call: () => Promise<T>): Promise<T> => {
      const sent = Date.now();
      const out = await call();
      if (timing.on) timed.set(reference, { sent, done: Date.now() });
      return out;
    };

    const makeOrder = async (): Promise<string> => {
      const reference = `O-${runId}-${counter++}`;
      const res = await stack.api.call('POST', '/v1/order', {
        auth,
        json: {
          reference,
          expires: new Date(Date.now() + 3 * 3600_000).toISOString(),
          items: suppliers.map((supplier) => ({ supplier, product: 'MUSEUM', date, adult: 1 })),
        },
      });
      if (res.status !== 200 || (res.body as { status: string }).status !== 'held') throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
      return reference;
    };
    const confirmOrder = async (reference: string) => {
      const res = await clocked(reference, () => stack.api.call('POST', '/v1/order_confirmation', { auth, json: { order: reference } }));
      if (res.status !== 200 || (res.body as { status: string }).status !== 'confirmed')
        throw new Error(`confirmation: ${res.status} ${JSON.stringify(res.body)}`);
      orderRefs.push(reference);
    };
    const book = async () => {
      const reference = `B-${runId}-${counter++}`;
      const res = await clocked(reference, () =>
        stack.api.call('POST', '/v1/booking_confirmation', {
          auth,
          json: { reservation: null, reference, supplier: suppliers[0], product: 'MUSEUM', date, adult: 1 },
        }),
      );
      if (res.status !== 200) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
      bookingRefs.push(reference);
    };

    // Orders made beforehand: the path times their confirmation alone.
    const ready = await pooled(requests + warmup, 4, () => makeOrder());
    const order: Path = { name: `order of ${ITEMS} items, POST /v1/order_confirmation`, call: () => confirmOrder(ready.shift()!) };
    const booking: Path = { name: 'one booking, POST /v1/booking_confirmation', call: book };
    await warmUp([order, booking], warmup);
    timing.on = true;
    const seq = await measureSequential([order, booking], { requests, blocks: 10 });
    timing.on = false;
    const measuredOrders = orderRefs.filter((r) => timed.has(r));
    const measuredBookings = bookingRefs.filter((r) => timed.has(r));
    console.log(`\nSequential latency (one at a time, 10 interleaved blocks, order rotating)`);
    console.log(latencyTable([order, booking], seq, 1));
    const latencyRatio = seq.get(order)!.p50 / seq.get(booking)!.p50;
    console.log(`order p50 / booking p50: ${ratio(latencyRatio)} (aim ≤ 1.50×)`);

    // CPU: orders made and confirmed, then five times as many bookings, 4 at a time each.
    const before = cpuSample(stack.tracked);
    const ordersFrom = monotonicMicros();
    await pooled(cpuOrders, 4, () => makeOrder().then(confirmOrder));
    const afterOrders = cpuSample(stack.tracked);
    const bookingsFrom = monotonicMicros();
    await pooled(cpuOrders * ITEMS, 4, () => book());
    const afterBookings = cpuSample(stack.tracked);
    const windows = { orders: { from: ordersFrom, to: bookingsFrom }, bookings: { from: bookingsFrom, to: monotonicMicros() } };
    const perItem = cpuDelta(before, afterOrders);
    const perBooking = cpuDelta(afterOrders, afterBookings);
    console.log(`\nCPU ms per order item (order made and confirmed) and per booking, ${cpuOrders} orders, ${cpuOrders * ITEMS} bookings`);
    console.log(
      table(['', ...PROCESSES, 'total'], [cpuRow('per order item', perItem, cpuOrders * ITEMS), cpuRow('per booking', perBooking, cpuOrders * ITEMS)]),
    );
    const cpuRatio = (perItem.total ?? 0) / (perBooking.total ?? 1);
    console.log(`CPU per item / per booking: ${ratio(cpuRatio)}`);

    const agentId = (await stack.db.fork().findOneOrFail(Account, { email: agentEmail })).id;
    const eventsLine =
      historySample > 0
        ? await printHistories(stack, agentId, { orderRefs, bookingRefs, measuredOrders, measuredBookings, timed, sample: historySample })
        : 'history events: not sampled';
    console.log(`Load after: ${uptime()}`);
    if (profileDir) {
      await printStackProfiles(stack, profileDir, ['api', 'worker'], [windows.orders], `the CPU phase's ${cpuOrders} orders made and confirmed`);
      await printRoleProfiles(profileDir, ['api', 'worker'], [windows.bookings], `the CPU phase's ${cpuOrders * ITEMS} bookings`);
    }
    printRunTook(started);
    console.log(
      `\norder: ${ITEMS}-item confirmation p50 ${ms(seq.get(order)!.p50)} ms vs one booking ${ms(seq.get(booking)!.p50)} ms (${ratio(latencyRatio)}, aim ≤ 1.50×); ` +
        `CPU per item ${ms((perItem.total ?? 0) / (cpuOrders * ITEMS))} ms vs per booking ${ms((perBooking.total ?? 0) / (cpuOrders * ITEMS))} ms (${ratio(cpuRatio)}); ${eventsLine}`,
    );
  });
}

/** The history events of the last `sample` orders and bookings, and their critical path; returns the summary's words. */
async function printHistories(
  stack: BenchStack,
  agentId: string,
  run: { orderRefs: string[]; bookingRefs: string[]; measuredOrders: string[]; measuredBookings: string[]; timed: Map<string, Sent>; sample: number },
): Promise<string> {
  const orders = await fetchHistories(
    stack.temporal.client,
    run.orderRefs.slice(-run.sample).map((r) => workflowIds.order('live', agentId, r)),
  );
  const bookings = await fetchHistories(
    stack.temporal.client,
    run.bookingRefs.slice(-run.sample).map((r) => workflowIds.booking('live', agentId, r)),
  );
  const o = eventCounts(orders.histories);
  const b = eventCounts(bookings.histories);
  console.log(
    `\nHistory events: order p50 ${o.count.p50} (max ${o.count.max}), per item ${ms(o.count.p50 / ITEMS)}; booking p50 ${b.count.p50} (max ${b.count.max})`,
  );
  if (o.median) console.log(`  the median order's: ${historyShape(o.median.events)}`);
  if (b.median) console.log(`  the median booking's: ${historyShape(b.median.events)}`);
  await printCriticalPath(stack, agentId, run);
  return `history events per order ${o.count.p50} (${ms(o.count.p50 / ITEMS)} per item) vs ${b.count.p50} per booking`;
}

/**
 * Where each measured confirmation's time went (bench/orderPath.ts): the API before its workflow
 * task, the task's wait for a worker, the worker's task, the API after; the sample's p50 per part.
 */
async function printCriticalPath(
  stack: BenchStack,
  agentId: string,
  run: { measuredOrders: string[]; measuredBookings: string[]; timed: Map<string, Sent>; sample: number },
): Promise<void> {
  const splitsOf = async (refs: string[], idOf: (r: string) => string) => {
    const picked = refs.slice(-run.sample);
    const fetched = await fetchHistories(stack.temporal.client, picked.map(idOf));
    return picked.flatMap((r) => {
      const events = fetched.histories.get(idOf(r));
      const split = events && splitOf(events, run.timed.get(r)!);
      return split ? [split] : [];
    }) as PathSplit[];
  };
  const orders = await splitsOf(run.measuredOrders, (r) => workflowIds.order('live', agentId, r));
  const bookings = await splitsOf(run.measuredBookings, (r) => workflowIds.booking('live', agentId, r));
  console.log(
    `\nThe critical path of the last ${run.sample} measured confirmations of each (the worker's part holds every local activity: supplier calls and bookkeeping)`,
  );
  console.log(
    splitTable([
      { name: `order of ${ITEMS} items`, splits: orders },
      { name: 'one booking', splits: bookings },
    ]),
  );
}
