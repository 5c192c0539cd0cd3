import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from './contract/dates.ts';
import { answered, field, ok, statusLine } from './answers.ts';
import { type Checks, FLOW_CHECKS } from './checks.ts';
import type { Ledger } from './cleanup.ts';
import { CLAUSES } from './clauses.ts';
import type { Target } from './discovery.ts';
import type { Send } from './exchange.ts';
import { TICKETS } from './kitSettings.ts';
import type { Exchange, Status } from './types.ts';
import { errorShapeProblems } from './validators.ts';

const RESERVATION_CODES = ['SOLD_OUT', 'NOT_AVAILABLE', 'PAST_CUTOFF_DATE'];

export async function recordErrorShape(send: Send, checks: Checks, target: Target, sale: Record<string, unknown>, unknownLookup: Exchange, created: Ledger) {
  const title = FLOW_CHECKS[10]![1];
  if (target.freesale) {
    const answer = answered(unknownLookup);
    const problems = answer ? errorShapeProblems(answer.status, answer.body) : [statusLine(unknownLookup)];
    checks.record('errors.shape', title, CLAUSES.errors, problems.length ? 'fail' : 'pass', problems.length ? problems : ['the barcode look-up refusal'], [
      unknownLookup,
    ]);
    return;
  }
  const yesterday = addDays(todayIn(target.timeZone), -1);
  const past = await send({
    method: 'POST',
    path: '/reservation',
    idempotencyKey: randomUUID(),
    body: { ...sale, date: yesterday, expires: new Date(Date.now() + 15 * 60_000).toISOString() },
  });
  if (ok(past)) {
    const code = field(past, 'reservation');
    if (typeof code === 'string') {
      created.made('reservation', code, `reservation ${code}, ${TICKETS} ${target.type} for yesterday, ${yesterday} (accepted: it should not be)`);
    }
    checks.record(
      'errors.shape',
      title,
      CLAUSES.errors,
      'fail',
      [`a reservation for yesterday (${yesterday}) was accepted; expected 400 PAST_CUTOFF_DATE or NOT_AVAILABLE`],
      [past],
    );
    return;
  }
  const answer = answered(past);
  const problems = answer ? errorShapeProblems(answer.status, answer.body) : [statusLine(past)];
  const code = field(past, 'error');
  const status: Status = problems.length ? 'fail' : RESERVATION_CODES.includes(String(code)) ? 'pass' : 'warn';
  checks.record(
    'errors.shape',
    title,
    CLAUSES.errors,
    status,
    problems.length
      ? problems
      : status === 'pass'
        ? [`yesterday's reservation: 400 ${code}`]
        : [`yesterday's reservation: 400 ${code}, which agents cannot act on; the contract's codes are ${RESERVATION_CODES.join(', ')}`],
    [past],
  );
}
