import { randomUUID } from 'node:crypto';
import { addDays } from './contract/dates.ts';
import { answered, field, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import type { Ledger } from './cleanup.ts';
import { CLAUSES } from './clauses.ts';
import type { Send } from './exchange.ts';
import { KIT_PUSH_DATE, NO_SUCH_PRODUCT } from './kitSettings.ts';
import { pushAnswerProblems, refusalProblems } from './pushAnswers.ts';
import type { Exchange } from './types.ts';

export const PUSH_CONTRACT_TITLE = 'POST /v1/availability_changes answers as documented';

/** The problems of one exchange: no answer at all, or what `judge` finds in the answer. */
function judged(exchange: Exchange, what: string, judge: (status: number, body: unknown) => string[]): string[] {
  const answer = answered(exchange);
  const problems = answer ? judge(answer.status, answer.body) : [statusLine(exchange)];
  return problems.map((problem) => `${what}: ${problem}`);
}

/**
 * The push endpoint as the supplier will call it: one date of one of its products (200, the
 * answer naming what was pushed and a sequence), a product it does not have (404
 * PRODUCT_NOT_FOUND) and a range one day too long (400 DATE_RANGE_TOO_LARGE). Every push names
 * KIT_PUSH_DATE, a day long past.
 */
export async function checkPushContract(
  send: Send,
  checks: Checks,
  pushed: { supplier: string; product: string },
  created: Ledger,
  progress: (line: string) => void,
): Promise<void> {
  progress(
    `The kit now pushes one availability change to the marketplace: ${pushed.product} on ${KIT_PUSH_DATE}, a day long past (nothing an agent can sell changes).`,
  );
  const push = (body: Record<string, unknown>) => send({ method: 'POST', path: '/v1/availability_changes', idempotencyKey: randomUUID(), body });
  const one = await push({ product: pushed.product, dates: [KIT_PUSH_DATE] });
  const expected = { supplier: pushed.supplier, product: pushed.product, option: null, dates: [KIT_PUSH_DATE] };
  const problems = judged(one, `one date of ${pushed.product}`, (status, body) => {
    if (status === 200) return pushAnswerProblems(body, expected);
    const hint =
      field(one, 'error') === 'PRODUCT_NOT_FOUND' ? ' (the marketplace does not know it for this account: is callback_url the one on the account?)' : '';
    return [`answered ${status} ${JSON.stringify(body)}, expected 200${hint}`];
  });
  if (answered(one)?.status === 200) {
    const sequence = String(field(one, 'sequence'));
    created.made('push', sequence, `availability change pushed to the marketplace: ${pushed.product} on ${KIT_PUSH_DATE}, sequence ${sequence}`, {
      became: 'kept in the feed; a day long past, so nothing to undo',
    });
  }
  const unknown = await push({ product: `${NO_SUCH_PRODUCT}-${randomUUID().slice(0, 8).toUpperCase()}`, dates: [KIT_PUSH_DATE] });
  problems.push(...judged(unknown, 'a product you do not have', (status, body) => refusalProblems(status, body, { status: 404, code: 'PRODUCT_NOT_FOUND' })));
  const tooLong = await push({ product: pushed.product, from: KIT_PUSH_DATE, to: addDays(KIT_PUSH_DATE, 366) });
  problems.push(...judged(tooLong, 'a range of 367 days', (status, body) => refusalProblems(status, body, { status: 400, code: 'DATE_RANGE_TOO_LARGE' })));
  checks.record(
    'push.contract',
    PUSH_CONTRACT_TITLE,
    CLAUSES.pushContract,
    problems.length ? 'fail' : 'pass',
    problems.length ? problems : [`sequence ${field(one, 'sequence')}; PRODUCT_NOT_FOUND and DATE_RANGE_TOO_LARGE as documented`],
    [one, unknown, tooLong],
  );
}
