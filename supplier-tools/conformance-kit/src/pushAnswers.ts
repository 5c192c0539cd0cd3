/**
 * What the marketplace's `POST /v1/availability_changes` must answer the supplier, as pure functions
 * over an answer: the kit runs them on the live answers, tests on any answer. The shapes are the
 * ones the marketplace documents (contract/changeFeed.ts), not a copy of them.
 */
import type { z } from 'zod';
import { ErrorBody } from './contract/answerFields.ts';
import { ChangeFeed, PushedChange } from './contract/changeFeed.ts';

const PUSH_FIELDS = Object.keys(PushedChange.shape);

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
  if (!PushedChange.shape.sequence.safeParse(body.sequence).success) {
    problems.push(`sequence ${JSON.stringify(body.sequence)}, expected a positive integer`);
  }
  return problems;
}

/** A refusal: exactly this status and `{"error": code}`. */
export function refusalProblems(status: number, body: unknown, expected: { status: number; code: string }): string[] {
  const problems: string[] = [];
  if (status !== expected.status) problems.push(`status ${status}, expected ${expected.status}`);
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success || parsed.data.error !== expected.code) {
    problems.push(`body ${JSON.stringify(body)}, expected ${JSON.stringify({ error: expected.code })}`);
  }
  return problems;
}

/** A page of the feed (GET /v1/availability_changes), as documented. */
export type FeedPage = z.infer<typeof ChangeFeed>;

export function isFeedPage(body: unknown): body is FeedPage {
  return ChangeFeed.safeParse(body).success;
}
