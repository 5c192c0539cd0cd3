/**
 * Every list, report, look-up and sweep the service runs, called as the service calls it, for
 * test/db/plans.test.ts to check the plans of the statements it sends. A new query joins by adding
 * a case here (docs/TESTING.md, "Query plans"): a name, and `run`, which calls the service's own code.
 * `allow` names what the plan may do anyway, with the reason (a count reads every match by definition).
 */
import assert from 'node:assert/strict';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { readFacts, type Facts } from '../../bench/volume/facts.ts';
import { accountId, agentAccountNumber, LARGEST, shapeFor } from '../../bench/volume/shape.ts';
import { redriveMail, unsentMail } from '../../src/accounts/mailOutbox.ts';
import { announceWaitingChanges } from '../../src/availabilityChanges/announce.ts';
import { pruneChanges, readFeed } from '../../src/availabilityChanges/feed.ts';
import { findVisibleBooking, listBookings } from '../../src/bookings/list.ts';
import { bookingsInAStep } from '../../src/bookings/redrive.ts';
import { BookingsQuery } from '../../src/bookings/schemas.ts';
import { Account } from '../../src/db/entities/index.ts';
import type { Db } from '../../src/db/orm.ts';
import { pruneExpiredQuotes, pruneFailureCounts, pruneIdempotencyKeys } from '../../src/housekeeping/retention.ts';
import { createLogger } from '../../src/logger.ts';
import { marketGauges } from '../../src/metrics/marketGauges.ts';
import { stuckGauges } from '../../src/metrics/stuckGauges.ts';
import { Registry } from 'prom-client';
import { loadRateBook } from '../../src/records/pricing/priceSale.ts';
import { quotedPrice } from '../../src/records/pricing/quotes.ts';
import { undeliveredNotifications } from '../../src/notifications/deliveries.ts';
import { listDeliveries, pruneDeliveryLog } from '../../src/notifications/log.ts';
import { NotificationsQuery } from '../../src/notifications/schemas.ts';
import { listOrders } from '../../src/orders/list.ts';
import { findAgentOrder, loadOrder } from '../../src/orders/load.ts';
import { redriveOrders } from '../../src/orders/redrive.ts';
import { OrdersQuery } from '../../src/orders/schemas.ts';
import { readStuckWork } from '../../src/metrics/stuckWork.ts';
import { readStatus } from '../../src/ops/status.ts';
import { redeem } from '../../src/redemption/redeem.ts';
import type { LookupDeps } from '../../src/redemption/lookup.ts';
import { invoice, reconciliation } from '../../src/reports/queries.ts';
import { listRequests, pruneRequests } from '../../src/requestLog/read.ts';
import { RequestsQuery } from '../../src/requestLog/schemas.ts';
import { strandedReservations } from '../../src/reservations/redrive.ts';
import { pruneTestData, wipeTestData } from '../../src/testMode/wipe.ts';

export type PlanContext = {
  db: Db;
  /** A fresh EntityManager of live mode (or test mode). */
  em: (mode?: 'live' | 'test') => EntityManager;
  pool: pg.Pool;
  agent: Account;
  supplier: Account;
  facts: Facts;
};

export type PlanCase = {
  name: string;
  run: (ctx: PlanContext) => Promise<unknown>;
  /** What the plan may do anyway: a Seq Scan of these tables, or a sort of many rows, each with its reason. */
  allow?: { seqScan?: Record<string, string>; sort?: string };
};

const COUNT = 'X-Total-Count counts every match: its cost is the number of matches by definition (count=false and `after` leave it out)';

export async function planContext(db: Db): Promise<PlanContext> {
  const em = (mode: 'live' | 'test' = 'live') => db.of(mode).fork();
  const agent = await em().findOneOrFail(Account, { id: accountId(agentAccountNumber(LARGEST.agent, shapeFor(1))) });
  const supplier = await em().findOneOrFail(Account, { id: accountId(LARGEST.supplier) });
  return { db, em, pool: db.pool, agent, supplier, facts: await readFacts(db.pool) };
}

const bookings = (ctx: PlanContext, who: 'agent' | 'supplier', query: Record<string, string | number>, mode: 'live' | 'test' = 'live') =>
  listBookings({ em: ctx.em(mode), account: ctx[who], query: BookingsQuery.parse({ count: 'false', ...query }) });

const bookingCases: PlanCase[] = [
  { name: 'bookings: an agent’s first page', run: (c) => bookings(c, 'agent', {}) },
  { name: 'bookings: an agent’s page by cursor', run: (c) => bookings(c, 'agent', { after: c.facts.agentDeep.cursor }) },
  { name: 'bookings: an agent’s page with X-Total-Count', run: (c) => bookings(c, 'agent', { count: 'true' }), allow: { seqScan: { booking: COUNT } } },
  { name: 'bookings: as=agent', run: (c) => bookings(c, 'agent', { as: 'agent' }) },
  { name: 'bookings: a supplier’s first page', run: (c) => bookings(c, 'supplier', {}) },
  { name: 'bookings: a supplier’s page by cursor', run: (c) => bookings(c, 'supplier', { after: c.facts.supplierDeep.cursor }) },
  { name: 'bookings: as=supplier', run: (c) => bookings(c, 'supplier', { as: 'supplier' }) },
  { name: 'bookings: supplier= (an agent’s filter)', run: (c) => bookings(c, 'agent', { supplier: 'supplier1@volume.example' }) },
  { name: 'bookings: agent= (a supplier’s filter)', run: (c) => bookings(c, 'supplier', { agent: 'agent1@volume.example' }) },
  { name: 'bookings: product=', run: (c) => bookings(c, 'supplier', { product: 'P1-3' }) },
  { name: 'bookings: one travel day (the manifest)', run: (c) => bookings(c, 'supplier', { travel_from: c.facts.travelDay, travel_to: c.facts.travelDay }) },
  { name: 'bookings: a travel month', run: (c) => bookings(c, 'agent', { travel_from: c.facts.monthFrom, travel_to: c.facts.monthTo }) },
  { name: 'bookings: a booking month', run: (c) => bookings(c, 'agent', { booking_from: c.facts.monthFrom, booking_to: c.facts.monthTo }) },
  { name: 'bookings: cancelled since', run: (c) => bookings(c, 'agent', { cancelled_by: 'supplier', cancelled_from: c.facts.cancelledFrom }) },
  { name: 'bookings: search=', run: (c) => bookings(c, 'agent', { search: c.facts.search }) },
  { name: 'bookings: test mode, an agent’s first page', run: (c) => bookings(c, 'agent', {}, 'test') },
  { name: 'bookings: by the agent’s reference', run: (c) => findVisibleBooking({ em: c.em(), account: c.agent, reference: c.facts.agentRef }) },
  { name: 'bookings: by the supplier’s reference', run: (c) => findVisibleBooking({ em: c.em(), account: c.supplier, reference: c.facts.supplierRef }) },
];

const orders = (ctx: PlanContext, query: Record<string, string | number>, mode: 'live' | 'test' = 'live') =>
  listOrders({ em: ctx.em(mode), account: ctx.agent, query: OrdersQuery.parse({ count: 'false', ...query }) });

// Each list reads the page's items (by order), and their owners, holds and bookings (by id).
const orderCases: PlanCase[] = [
  { name: 'orders: an agent’s first page', run: (c) => orders(c, {}) },
  { name: 'orders: an agent’s page by cursor', run: (c) => orders(c, { after: c.facts.orderDeep.cursor }) },
  { name: 'orders: an agent’s page with X-Total-Count', run: (c) => orders(c, { count: 'true' }), allow: { seqScan: { agent_order: COUNT } } },
  { name: 'orders: status=', run: (c) => orders(c, { status: 'cancelled' }) },
  { name: 'orders: status= by cursor', run: (c) => orders(c, { status: 'confirmed', after: c.facts.orderDeep.cursor }) },
  { name: 'orders: a month made', run: (c) => orders(c, { created_from: c.facts.monthFrom, created_to: c.facts.monthTo }) },
  {
    name: 'orders: a month made, by cursor',
    run: (c) => orders(c, { created_from: c.facts.monthFrom, created_to: c.facts.monthTo, after: c.facts.orderDeep.cursor }),
  },
  { name: 'orders: search=', run: (c) => orders(c, { search: c.facts.orderRef }) },
  { name: 'orders: test mode, an agent’s first page', run: (c) => orders(c, {}, 'test') },
  { name: 'orders: by the agent’s reference', run: (c) => findAgentOrder(c.em(), c.agent, c.facts.orderRef) },
  {
    name: 'orders: one order with its items, by id (after its workflow changed it)',
    run: async (c) => loadOrder(c.em(), (await findAgentOrder(c.em(), c.agent, c.facts.orderRef)).id),
  },
];

const deliveries = (ctx: PlanContext, query: Record<string, string | number>) =>
  listDeliveries(ctx.em(), ctx.supplier, NotificationsQuery.parse({ count: 'false', ...query }));

const logCases: PlanCase[] = [
  { name: 'delivery log: first page', run: (c) => deliveries(c, {}) },
  { name: 'delivery log: page by cursor', run: (c) => deliveries(c, { after: c.facts.deliveryDeep.cursor }) },
  { name: 'delivery log: booking=', run: (c) => deliveries(c, { booking: c.facts.supplierRef }) },
  { name: 'delivery log: status=pending', run: (c) => deliveries(c, { status: 'pending' }) },
  { name: 'delivery log: with X-Total-Count', run: (c) => deliveries(c, { count: 'true' }), allow: { seqScan: { notification: COUNT } } },
  { name: 'request log: first page', run: (c) => listRequests(c.pool, c.agent.id, RequestsQuery.parse({})) },
  { name: 'request log: page before a cursor', run: (c) => listRequests(c.pool, c.agent.id, RequestsQuery.parse({ before: c.facts.requestsDeepCursor })) },
  { name: 'availability feed: from the oldest kept', run: (c) => readFeed(c.em(), c.agent, { limit: 100 }) },
  { name: 'availability feed: since a cursor', run: (c) => readFeed(c.em(), c.agent, { since: c.facts.feedSince, limit: 100 }) },
  // An agent of a few suppliers: their changes are read by (owner, sequence) instead.
  {
    name: 'availability feed: an agent of few suppliers',
    run: async (c) => readFeed(c.em(), await c.em().findOneOrFail(Account, { id: accountId(4000) }), { limit: 100 }),
  },
];

// A report reads every redemption of its month from its (account, time) index: the answer is that size (docs/REPORTS.md).
const MONTH = 'the answer is every redemption of the month, in time order: sorting it costs a fraction of producing it';
const TOTALS = 'the month’s redemptions are totalled by counterpart, product and currency, which no index orders them by';

const reportCases: PlanCase[] = [
  {
    name: 'reports: reconciliation, a supplier’s month',
    run: (c) => reconciliation({ em: c.em(), account: c.supplier, side: 'supplier', from: c.facts.monthFrom, to: c.facts.monthTo }),
    allow: { sort: MONTH },
  },
  {
    name: 'reports: invoice, a supplier’s month',
    run: (c) => invoice({ em: c.em(), account: c.supplier, side: 'supplier', month: c.facts.month }),
    allow: { sort: TOTALS },
  },
  {
    name: 'reports: invoice, an agent’s month',
    run: (c) => invoice({ em: c.em(), account: c.agent, side: 'agent', month: c.facts.month }),
    allow: { sort: TOTALS },
  },
];

const log = createLogger('silent');
// A barcode the service knows needs no look-up at the prefix owner: the look-up's dependencies are never reached.
const NO_LOOKUP = {} as LookupDeps;

const redemptionCases: PlanCase[] = [
  { name: 'redemption: a ticket of today', run: (c) => redeem(NO_LOOKUP, { em: c.em(), log, caller: c.supplier, barcode: c.facts.barcodes.pop()! }) },
  {
    name: 'redemption: a barcode nobody issued, no prefix',
    run: (c) => assert.rejects(redeem(NO_LOOKUP, { em: c.em(), log, caller: c.supplier, barcode: 'NOBODY-ISSUED-THIS' }), /BARCODE_INVALID/),
  },
];

async function drain<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

// The sweeps that would start workflows are given none to start: they read, and their statements are planned.
const noWorkflows = { client: undefined as never, taskQueue: 'plans', tuning: undefined as never, waitMs: 0, log, mode: 'live' as const };

const sweepCases: PlanCase[] = [
  { name: 'sweep: booking steps to re-drive', run: (c) => drain(bookingsInAStep(c.em(), 60_000)) },
  { name: 'sweep: notifications to re-drive', run: (c) => drain(undeliveredNotifications(c.em())) },
  // Given no workflows to start: the orders in a step past a wait no seeded one has waited (the statement is the same).
  { name: 'sweep: order steps to re-drive', run: (c) => redriveOrders(c.em(), noWorkflows, 3_600_000_000) },
  {
    name: 'sweep: stuck work (ops status, the stuck gauges), orders_stuck among it',
    run: (c) => readStuckWork((query, params) => c.pool.query(query, params).then((r) => r.rows)),
  },
  { name: 'sweep: stranded reservations', run: (c) => strandedReservations(c.em(), 5000, 60_000) },
  { name: 'sweep: unsent mail', run: (c) => unsentMail(c.em(), 60_000) },
  {
    name: 'sweep: mail re-drive (none waiting)',
    run: (c) => redriveMail(c.em(), { client: undefined as never, taskQueue: 'plans', logger: log }, 3_600_000_000),
  },
  { name: 'sweep: changes not announced', run: (c) => announceWaitingChanges(c.em(), noWorkflows) },
  { name: 'sweep: ops status', run: (c) => readStatus(c.db, undefined) },
  // GET /metrics: the market gauges (bookings from Migration023's booking_count) and the stuck-work gauges.
  {
    name: 'metrics: the gauges a scrape reads',
    run: async (c) => {
      const registry = new Registry();
      marketGauges(registry, c.db);
      stuckGauges(registry, c.db);
      return registry.metrics();
    },
  },
  // A hold that cites a quote looks it up by id (an unknown one answers QUOTE_INVALID); a price read takes the product's rate book.
  {
    name: 'quotes: a cited quote',
    run: (c) =>
      quotedPrice(c.em(), {
        quote: '00000000-0000-4000-8000-000000000000',
        item: 0,
        agent: c.agent,
        ownerId: c.supplier.id,
        sale: { productCode: 'P1-1', date: c.facts.travelDay, counts: { adult: 1 } } as never,
        now: new Date(),
      }).catch((err: Error) => assert.match(err.message + String((err as { code?: string }).code), /QUOTE_INVALID/)),
  },
  { name: 'rates: a product’s rate book for a date', run: (c) => loadRateBook(c.em(), c.supplier, 'P1-1', { date: c.facts.travelDay, optionCode: null }) },
  { name: 'prune: request log', run: (c) => pruneRequests(c.em()) },
  { name: 'prune: availability changes', run: (c) => pruneChanges(c.em()) },
  { name: 'prune: delivery log', run: (c) => pruneDeliveryLog(c.em(), 90) },
  { name: 'prune: Idempotency-Keys', run: (c) => pruneIdempotencyKeys(c.em()) },
  { name: 'prune: failure counts', run: (c) => pruneFailureCounts(c.em()) },
  { name: 'prune: expired quotes', run: (c) => pruneExpiredQuotes(c.em()) },
  { name: 'prune: test data past 30 days', run: (c) => pruneTestData(c.em('test'), 30) },
  // A small account's: the largest one's test data is a share of each table, which a sequential scan reads best.
  { name: 'test data: one account’s wipe', run: (c) => wipeTestData(c.em('test'), accountId(500)) },
];

export const PLAN_CASES: PlanCase[] = [...bookingCases, ...orderCases, ...logCases, ...reportCases, ...redemptionCases, ...sweepCases];
