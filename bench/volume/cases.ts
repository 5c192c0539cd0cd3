/**
 * Every read the volume benchmark times, as the agent, the supplier or the operator makes it: the
 * bookings list (first page, a deep page by offset and by cursor, each filter), look-ups by either
 * reference, a redemption and a barcode look-up, both reports for a month of the largest supplier,
 * the request log and the delivery log, the availability feed, /metrics, `ops status` and a
 * housekeeping sweep. Agent 1 and supplier 1 are the largest accounts (about 20% of the bookings
 * each, bench/volume/shape.ts), the same accounts in the small and the large database.
 */
import type { Facts } from './facts.ts';
import { agentAccountNumber, agentEmail, LARGEST, shapeFor, supplierEmail, tokenOf } from './shape.ts';

export type Request = { method: 'GET' | 'POST'; path: string; auth: string; json?: unknown };

export type ReadCase = {
  name: string;
  /** An HTTP request to the API; else `run` is called in this process (ops status, housekeeping, /metrics). */
  request?: (facts: Facts, call: number) => Request;
  /** The in-process read: given the side's name, does the work once. */
  run?: 'metrics' | 'ops status' | 'housekeeping';
  /** Statuses that count as the read done (200 unless told). */
  ok?: number[];
  /** Fewer samples (a read that takes seconds at volume). */
  slow?: boolean;
  /** The redemptions an answer covers: a report's time per 1,000 of them is compared too (the answer grows with the month). */
  rows?: (body: unknown) => number;
};

const basic = (user: string, token: string) => `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`;
export const AGENT_AUTH = basic(agentEmail(LARGEST.agent), tokenOf(agentAccountNumber(LARGEST.agent, shapeFor(1))));
export const SUPPLIER_AUTH = basic(supplierEmail(LARGEST.supplier), tokenOf(LARGEST.supplier));

const get = (auth: string, path: string) => (): Request => ({ method: 'GET', path, auth });
const getWith =
  (auth: string, path: (f: Facts) => string) =>
  (f: Facts): Request => ({ method: 'GET', path: path(f), auth });

/** `count=false`: the list without X-Total-Count (the flat first page); BENCH_VOLUME_LEGACY=1 leaves it out (a build without it). */
const noCount = () => (process.env.BENCH_VOLUME_LEGACY === '1' ? '' : '&count=false');

function bookingCases(): ReadCase[] {
  const agent = (name: string, query: (f: Facts) => string, slow = false): ReadCase => ({
    name: `agent: GET /v1/bookings ${name}`,
    request: getWith(AGENT_AUTH, (f) => `/v1/bookings?limit=50${query(f)}`),
    slow,
  });
  const supplier = (name: string, query: (f: Facts) => string, slow = false): ReadCase => ({
    name: `supplier: GET /v1/bookings ${name}`,
    request: getWith(SUPPLIER_AUTH, (f) => `/v1/bookings?limit=50${query(f)}`),
    slow,
  });
  return [
    agent('first page (X-Total-Count)', () => '', true),
    agent('first page, count=false', noCount),
    agent('deep page by offset (90%)', (f) => `&offset=${f.agentDeep.offset}${noCount()}`, true),
    agent('deep page by cursor (90%)', (f) => `&after=${f.agentDeep.cursor}`),
    agent('as=agent', () => `&as=agent${noCount()}`),
    agent('supplier=supplier 1', () => `&supplier=${supplierEmail(LARGEST.supplier)}${noCount()}`),
    agent('product', () => `&product=P1-3${noCount()}`),
    agent('travel month', (f) => `&travel_from=${f.monthFrom}&travel_to=${f.monthTo}${noCount()}`),
    agent('booking month', (f) => `&booking_from=${f.monthFrom}&booking_to=${f.monthTo}${noCount()}`),
    agent('search (one reference)', (f) => `&search=${f.search}${noCount()}`, true),
    agent('cancelled_by=supplier', () => `&cancelled_by=supplier${noCount()}`),
    agent('cancelled in the last 7 days', (f) => `&cancelled_from=${encodeURIComponent(f.cancelledFrom)}${noCount()}`),
    supplier('first page (X-Total-Count)', () => '', true),
    supplier('first page, count=false', noCount),
    supplier('deep page by offset (90%)', (f) => `&offset=${f.supplierDeep.offset}${noCount()}`, true),
    supplier('deep page by cursor (90%)', (f) => `&after=${f.supplierDeep.cursor}`),
    supplier('as=supplier', () => `&as=supplier${noCount()}`),
    supplier('agent=agent 1', () => `&agent=${agentEmail(LARGEST.agent)}${noCount()}`),
    supplier('travel day (manifest)', (f) => `&travel_from=${f.travelDay}&travel_to=${f.travelDay}${noCount()}`),
  ];
}

function otherCases(): ReadCase[] {
  return [
    { name: 'agent: GET /v1/bookings/:reference (agent reference)', request: getWith(AGENT_AUTH, (f) => `/v1/bookings/${f.agentRef}`) },
    { name: 'supplier: GET /v1/bookings/:reference (supplier reference)', request: getWith(SUPPLIER_AUTH, (f) => `/v1/bookings/${f.supplierRef}`) },
    {
      name: 'supplier: POST /v1/redeem (a ticket of today)',
      request: (f, call) => ({ method: 'POST', path: '/v1/redeem', auth: SUPPLIER_AUTH, json: { barcode: f.barcodes[call] } }),
    },
    {
      name: 'supplier: POST /v1/redeem (unknown barcode: look-up at the prefix owner, import)',
      request: (_f, call) => ({ method: 'POST', path: '/v1/redeem', auth: SUPPLIER_AUTH, json: { barcode: `VOLX${process.pid}N${call}` } }),
    },
    {
      name: 'supplier: GET /v1/reports/reconciliation (a month)',
      request: getWith(SUPPLIER_AUTH, (f) => `/v1/reports/reconciliation?from=${f.monthFrom}&to=${f.monthTo}`),
      slow: true,
      rows: (body) => (body as unknown[]).length,
    },
    {
      name: 'supplier: GET /v1/reports/invoice (a month)',
      request: getWith(SUPPLIER_AUTH, (f) => `/v1/reports/invoice?month=${f.month}`),
      slow: true,
      rows: (body) => (body as { tickets: number }[]).reduce((sum, line) => sum + line.tickets, 0),
    },
    { name: 'agent: GET /v1/requests first page', request: get(AGENT_AUTH, '/v1/requests?limit=50') },
    { name: 'agent: GET /v1/requests deep page (90%)', request: getWith(AGENT_AUTH, (f) => `/v1/requests?limit=50&before=${f.requestsDeepCursor}`) },
    { name: 'supplier: GET /v1/notifications first page (X-Total-Count)', request: get(SUPPLIER_AUTH, '/v1/notifications?limit=50') },
    { name: 'supplier: GET /v1/notifications first page, count=false', request: get(SUPPLIER_AUTH, `/v1/notifications?limit=50${noCount()}`) },
    {
      name: 'supplier: GET /v1/notifications deep page by offset (90%)',
      request: getWith(SUPPLIER_AUTH, (f) => `/v1/notifications?limit=50&offset=${f.deliveryDeep.offset}${noCount()}`),
      slow: true,
    },
    {
      name: 'supplier: GET /v1/notifications deep page by cursor (90%)',
      request: getWith(SUPPLIER_AUTH, (f) => `/v1/notifications?limit=50&after=${f.deliveryDeep.cursor}`),
    },
    {
      name: 'supplier: GET /v1/notifications?booking=<reference>',
      request: getWith(SUPPLIER_AUTH, (f) => `/v1/notifications?booking=${f.supplierRef}${noCount()}`),
    },
    { name: 'agent: GET /v1/availability_changes from the oldest kept', request: get(AGENT_AUTH, '/v1/availability_changes?limit=100') },
    {
      name: 'agent: GET /v1/availability_changes since a recent cursor',
      request: getWith(AGENT_AUTH, (f) => `/v1/availability_changes?since=${f.feedSince}&limit=100`),
    },
    { name: 'operator: GET /metrics', run: 'metrics' },
    { name: 'operator: ops status', run: 'ops status' },
    { name: 'operator: one housekeeping sweep', run: 'housekeeping', slow: true },
  ];
}

export function readCases(): ReadCase[] {
  return [...bookingCases(), ...otherCases()];
}
