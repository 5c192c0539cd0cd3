/**
 * PostgreSQL text and jsonb cannot hold a NUL character, jsonb refuses a lone UTF-16 surrogate
 * (`"\ud800"`), and a value nested thousands deep overflows the stack of whatever serialises it
 * next. No field of the API or of a supplier's answer needs any of these, so input carrying one is
 * refused where it enters, instead of failing deep in a query as a 500.
 */
export const MAX_NESTING = 32;

export type Unstorable = 'TOO_DEEP' | 'NUL' | 'LONE_SURROGATE';

export function textProblem(text: string): Unstorable | undefined {
  if (text.includes('\0')) return 'NUL';
  if (!text.isWellFormed()) return 'LONE_SURROGATE';
  return undefined;
}

/** The first reason `value` (parsed JSON, a parsed query) cannot be stored, or undefined. Iterative: depth is what it guards. */
export function unstorable(value: unknown, maxNesting = MAX_NESTING): Unstorable | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxNesting) return 'TOO_DEEP';
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}
