/**
 * What the marketplace's `POST /v1/availability_changes` must answer the supplier, as pure functions
 * over an answer: the kit runs them on the live answers, tests on any answer.
 */

const PUSH_FIELDS = ['supplier', 'product', 'option', 'dates', 'sequence'];

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/** A 200 to a push: exactly `{supplier, product, option, dates, sequence}`, naming what was pushed, `sequence` a positive integer. */
export function pushAnswerProblems(body: unknown, pushed: { supplier: string; product: string; option: string | null; dates: string[] }): string[] {
  if (!isObject(body)) return ['the body is not a JSON object'];
  const problems: string[] = [];
  const fields = Object.keys(body).sort();
  if (JSON.stringify(fields) !== JSON.stringify([...PUSH_FIELDS].sort())) {
    problems.push(`fields ${JSON.stringify(fields)}, expected exactly ${JSON.stringify(PUSH_FIELDS)}`);
  }
  for (const name of ['supplier', 'product', 'option', 'dates'] as const) {
    if (JSON.stringify(body[name]) !== JSON.stringify(pushed[name]))
      problems.push(`${name} ${JSON.stringify(body[name])}, expected ${JSON.stringify(pushed[name])}`);
  }
  const sequence = body.sequence;
  if (!(typeof sequence === 'number' && Number.isSafeInteger(sequence) && sequence > 0)) {
    problems.push(`sequence ${JSON.stringify(sequence)}, expected a positive integer`);
  }
  return problems;
}

/** A refusal: exactly this status and `{"error": code}`. */
export function refusalProblems(status: number, body: unknown, expected: { status: number; code: string }): string[] {
  const problems: string[] = [];
  if (status !== expected.status) problems.push(`status ${status}, expected ${expected.status}`);
  if (!isObject(body) || Object.keys(body).length !== 1 || body.error !== expected.code) {
    problems.push(`body ${JSON.stringify(body)}, expected ${JSON.stringify({ error: expected.code })}`);
  }
  return problems;
}

/** A page of the feed as the kit reads it: enough shape to look for the supplier's own pushes. */
export type FeedPage = {
  changes: { sequence: number; supplier: string; product: string; option: string | null; date: string; source: string; at: string }[];
  next: number;
  has_more: boolean;
};

export function isFeedPage(body: unknown): body is FeedPage {
  return isObject(body) && Array.isArray(body.changes) && typeof body.next === 'number' && typeof body.has_more === 'boolean';
}
