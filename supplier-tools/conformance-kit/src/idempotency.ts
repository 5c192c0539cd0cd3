import { answered, statusLine } from './answers.ts';
import { type Checks, FLOW_CHECKS } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import { TICKETS } from './kitSettings.ts';
import type { Exchange, Status } from './types.ts';
import { replayDifferences } from './validators.ts';

/** What one repeat showed about "performed once": judged from the vacancies before and after it. */
export type Evidence = { status: Status; detail: string; exchanges: Exchange[] };

/**
 * `expected` seats should have gone (the reservation: TICKETS; a repeated confirmation: 0). Twice
 * that many gone is a second performance; any other figure may be lagging availability or other
 * sales, which the kit cannot tell apart from a fault: a warning.
 */
export function heldOnce(
  callback: string,
  before: number | null | undefined,
  after: number | null | undefined,
  expected: number,
  exchanges: Exchange[],
): Evidence {
  if (typeof before !== 'number' || typeof after !== 'number') {
    return { status: 'skip', detail: `${callback}: vacancies are not counted here (null): nothing to count a second performance by`, exchanges };
  }
  const gone = before - after;
  if (gone === expected) return { status: 'pass', detail: `${callback}: vacancies ${before} → ${after}, performed once`, exchanges };
  if (gone === expected + TICKETS)
    return { status: 'fail', detail: `${callback}: vacancies ${before} → ${after}: the repeated key took the seats a second time`, exchanges };
  return {
    status: 'warn',
    detail: `${callback}: vacancies ${before} → ${after}, expected ${expected} fewer (availability lagging, or other sales on this date meanwhile? run again with --date)`,
    exchanges,
  };
}

const WORST: Status[] = ['fail', 'warn', 'pass', 'skip'];

export function recordIdempotency(checks: Checks, idempotency: { replays: [Exchange, Exchange][]; once: Evidence[] }) {
  const replayFindings = idempotency.replays.flatMap(([first, again]) => {
    const a = answered(first);
    const b = answered(again);
    const differences = a && b ? replayDifferences(a, b) : [`the repeat ${statusLine(again)}`];
    return differences.map((d) => `${first.callback}: ${d}`);
  });
  if (idempotency.replays.length === 0) checks.record('idempotency.replay', FLOW_CHECKS[1]![1], CLAUSES.replay, 'skip', ['nothing was repeated']);
  else {
    checks.record(
      'idempotency.replay',
      FLOW_CHECKS[1]![1],
      CLAUSES.replay,
      replayFindings.length ? 'fail' : 'pass',
      replayFindings.length ? replayFindings : [`${idempotency.replays.map(([first]) => first.callback).join(', ')}: same status, headers and body`],
      idempotency.replays.flat(),
    );
  }
  const evidence = idempotency.once;
  const status = WORST.find((s) => evidence.some((e) => e.status === s)) ?? 'skip';
  checks.record(
    'idempotency.once',
    FLOW_CHECKS[2]![1],
    CLAUSES.once,
    evidence.length ? status : 'skip',
    evidence.length ? evidence.map((e) => e.detail) : ['no vacancies to count a second performance by (freesale)'],
    evidence.flatMap((e) => e.exchanges),
  );
}
