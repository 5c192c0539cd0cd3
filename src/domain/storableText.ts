/**
 * What text the service stores and passes on. Two rules, each applied wherever it applies:
 *
 * - Storable: every string of every request (src/http/middleware/refuseUnstorableInput.ts) and of
 *   every supplier answer (src/suppliers/supplierOutcome.ts).
 * - Plain text: every free text the service stores and forwards to someone who reads it (a
 *   supplier, a customer): the booking's reference, customer fields, notes and text answers, a
 *   supplier's cancellation message, an account's name. Refused where it enters (400), like any
 *   other invalid field, with the field named in Error-Detail.
 *
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

/** Why `isPlainText` refused a text, for an Error-Detail after the field's name. */
export const PLAIN_TEXT_RULE = 'plain text: no control characters but line breaks and tabs';

/**
 * Plain text a person can be shown as it is: line breaks and tabs, but no other control character,
 * C0 or C1 (a terminal escape, a form feed or a NEL in an e-mail, an SMS or a supplier's system is
 * never meant).
 */
export function isPlainText(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text);
}
