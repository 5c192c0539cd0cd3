import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import { type Answer, Refusal } from '../../../supplier-tools/reference-supplier/src/answers.ts';
import { classifyResponse, type SupplierOutcome } from '../../suppliers/supplierOutcome.ts';
import { type Scenario, scenarioOf } from '../scenarios.ts';
import * as operations from './operations.ts';
import type { Call } from './operations.ts';

/** What the supplier client hands the simulator: the request as it would have gone on the wire. */
export type SimulatedRequest = {
  method: string;
  path: string;
  query?: Record<string, string | undefined> | undefined;
  body?: unknown;
  rawBody?: string | undefined;
  idempotencyKey?: string | undefined;
  headers?: Record<string, string> | undefined;
  answerMatters?: boolean | undefined;
};

export type Simulator = {
  /** Answers as a supplier would have, as an outcome of the same kinds the network client gives. */
  request(accountId: string, request: SimulatedRequest, timeoutMs: number): Promise<SupplierOutcome>;
};

const ROUTES: Record<string, (call: Call) => Promise<Answer>> = {
  'GET /availability': operations.availability,
  'POST /reservation': operations.reserve,
  'POST /reservation_extension': operations.extend,
  'POST /reservation_cancellation': operations.release,
  'POST /booking_confirmation': operations.confirm,
  'POST /booking_update': operations.update,
  'POST /booking_cancellation': operations.cancel,
  'GET /barcode_lookup': operations.lookup,
};

/**
 * A refusal a scenario asks for, before the supplier does anything. `answerMatters`: whether the
 * caller reads a 2xx answer's body (for a cancellation or an extension any 2xx is a yes).
 */
function scriptedAnswer(scenario: Scenario | null, answerMatters: boolean): Answer | null {
  switch (scenario?.name) {
    case 'sold_out':
      return { status: 400, body: { error: 'SOLD_OUT' } };
    case 'not_available':
      return { status: 400, body: { error: 'NOT_AVAILABLE' } };
    case 'past_cutoff':
      return { status: 400, body: { error: 'PAST_CUTOFF_DATE' } };
    case 'refuse':
      return { status: 400, body: { error: String(scenario.value) } };
    case 'barcode_unknown':
      return { status: 400, body: { error: 'BARCODE_INVALID' } };
    case 'supplier_error':
      // Valid JSON, but not what any callback answers: the caller's checks refuse it. Where any 2xx
      // is a yes, a redirect (never followed) is the answer outside the contract that still fails.
      return answerMatters
        ? { status: 200, body: { simulated: 'an answer that is not what the contract says' } }
        : { status: 302, body: { simulated: 'a redirect, which the contract does not allow' } };
    default:
      return null;
  }
}

type LedgerRow = { first_seen: Date; fingerprint: string; status: number | null; body: unknown };
/** A ledger row, and whether this call made it (the key's first sight). */
type SeenRow = LedgerRow & { fresh: boolean };

/**
 * The built-in simulated supplier of test mode (issue 31 §3): every callback of the contract,
 * answered in-process from its own records in the `test` schema, never over the network. Like a
 * real supplier it keeps an answer per Idempotency-Key and replays it exactly; a GET is keyed by
 * what it asks. A request's `Test-Scenario` (scenarios.ts) makes it refuse, fail, go down for a
 * while or answer late, deterministically.
 */
export function createSimulator(deps: { db: Db; logger: Logger }): Simulator {
  const pool = () => deps.db.of('test').pool;
  const log = deps.logger.child({ component: 'simulated-supplier' });

  async function answer(accountId: string, request: SimulatedRequest, timeoutMs: number): Promise<{ answer: Answer; lateMs: number } | SupplierOutcome> {
    const route = ROUTES[`${request.method} ${request.path}`];
    if (!route) return { answer: { status: 404, body: { error: 'NOT_FOUND' } }, lateMs: 0 };
    const scenarioText = request.headers?.['test-scenario'] ?? '';
    const scenario = scenarioOf(scenarioText);
    const body = request.rawBody !== undefined ? (JSON.parse(request.rawBody) as unknown) : (request.body ?? null);
    const fingerprint = hash([request.method, request.path, request.query ?? {}, body]);
    // What was asked, whatever key it comes with. An agent told 503 repeats its request, and a
    // repeated reservation or extension is a new one on our side, with a new key: the outage (or
    // the slowness) the request asked for must not start over with it.
    const asked = `ASK ${hash([accountId, request.method, request.path, request.query ?? {}, body, scenarioText])}`;
    const key = request.idempotencyKey ?? asked;
    const first = await seen(accountId, key, fingerprint);
    if (first.fingerprint !== fingerprint) return { answer: { status: 422, body: { error: 'IDEMPOTENCY_KEY_REUSED' } }, lateMs: 0 };
    const replay = request.idempotencyKey && first.status !== null;
    if (replay) return { answer: { status: first.status!, body: first.body }, lateMs: 0 };
    const timed = scenario?.name === 'supplier_down' || scenario?.name === 'slow';
    const firstAsked = timed ? (key === asked ? first : await seen(accountId, asked, fingerprint)) : first;
    if (scenario?.name === 'supplier_down' && Date.now() < new Date(firstAsked.first_seen).getTime() + Number(scenario.value) * 1000) {
      return { kind: 'retryable', reason: 'SERVER_ERROR', status: 503 };
    }
    // Late only the first time it is asked: a retry, or the agent's repeat, gets the answer at once.
    const lateMs = scenario?.name === 'slow' && firstAsked.fresh ? Math.min(Number(scenario.value), timeoutMs) : 0;
    const given = await run(accountId, key, request, scenario, route, body);
    return { answer: given, lateMs: lateMs >= timeoutMs ? -1 : lateMs };
  }

  /** The ledger row of this key, made on first sight (its `first_seen` times a scenario's outage). */
  async function seen(accountId: string, key: string, fingerprint: string): Promise<SeenRow> {
    const { rows } = await pool().query<SeenRow>(
      `with made as (insert into test.simulated_call (key, supplier_id, fingerprint) values ($1, $2, $3) on conflict (key) do nothing returning first_seen, fingerprint, status, body)
       select *, true as fresh from made
       union all select first_seen, fingerprint, status, body, false from test.simulated_call where key = $1 and not exists (select 1 from made)`,
      [key, accountId, fingerprint],
    );
    if (rows[0]) return rows[0];
    // Made at the same moment by another call (a retry beside the agent's repeat): this statement's
    // snapshot predates it, the next one sees it.
    const made = await pool().query<SeenRow>('select first_seen, fingerprint, status, body, false as fresh from test.simulated_call where key = $1', [key]);
    return made.rows[0]!;
  }

  /** The operation and its answer in one transaction: a retry after a lost answer replays it, never does it twice. */
  async function run(
    accountId: string,
    key: string,
    request: SimulatedRequest,
    scenario: Scenario | null,
    route: (call: Call) => Promise<Answer>,
    body: unknown,
  ) {
    const tx = await pool().connect();
    try {
      await tx.query('begin');
      const { rows } = await tx.query<LedgerRow>('select first_seen, fingerprint, status, body from test.simulated_call where key = $1 for update', [key]);
      let given: Answer;
      if (request.idempotencyKey && rows[0]?.status != null) given = { status: rows[0].status, body: rows[0].body };
      else {
        given =
          scriptedAnswer(scenario, request.answerMatters ?? true) ??
          (await route({ tx, accountId, query: request.query ?? {}, body }).catch((err: unknown) => refusal(err)));
        if (request.idempotencyKey)
          await tx.query('update test.simulated_call set status = $2, body = $3::jsonb where key = $1', [key, given.status, JSON.stringify(given.body)]);
      }
      await tx.query('commit');
      return given;
    } catch (err) {
      await tx.query('rollback').catch(() => {});
      throw err;
    } finally {
      tx.release();
    }
  }

  return {
    async request(accountId, request, timeoutMs) {
      let result: Awaited<ReturnType<typeof answer>>;
      try {
        result = await answer(accountId, request, timeoutMs);
      } catch (err) {
        // Its own store failing is a supplier that is down: the caller retries as it would a 500.
        log.warn({ err, path: request.path }, 'simulated supplier failed');
        return { kind: 'retryable', reason: 'SERVER_ERROR', status: 500 };
      }
      if ('kind' in result) return result;
      if (result.lateMs !== 0) await sleep(result.lateMs < 0 ? timeoutMs : result.lateMs);
      if (result.lateMs < 0) return { kind: 'retryable', reason: 'TIMEOUT' };
      return classifyResponse(result.answer.status, Buffer.from(JSON.stringify(result.answer.body)), request.answerMatters ?? true);
    },
  };
}

function refusal(err: unknown): Answer {
  if (err instanceof Refusal) return err.toAnswer();
  throw err;
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
