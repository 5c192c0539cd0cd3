import type { z } from 'zod';
import { ERROR_REASON } from '../errorReasons.ts';
import { isErrorCode } from '../errors.ts';

/** Long enough for a path and a reason; short enough for any proxy's header limits. */
export const MAX_DETAIL_CHARS = 300;

// A key from the caller's own JSON shown in a path only when it is plainly a name: anything else
// could be text the caller did not mean to see echoed (a pasted URL with its password).
const PLAIN_KEY = /^[A-Za-z0-9_-]{1,40}$/;

/** `tickets.adult`, `options.EN.adult`, `items[2].barcode`; odd keys as `[?]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && PLAIN_KEY.test(key)) out += out ? `.${key}` : key;
    else out += '[?]';
  }
  return out;
}

/**
 * The detail of a failed parse: its first issue, as `<path>: <reason>`. A schema that names its
 * own code (`{ error: 'INVALID_EMAIL' }`) gets that code's reason; zod's own messages speak of
 * types and bounds (`Too small: expected number to be >=0`), never of the value sent.
 */
export function issueDetail(issue: z.core.$ZodIssue | undefined, where: 'body' | 'query' | 'params'): string {
  if (!issue) return ERROR_REASON.INVALID_REQUEST;
  const path = jsonPath(issue.path);
  let reason: string;
  // Unknown fields are named even where the object names a code of its own (an answer's ANSWER_INVALID).
  if (issue.code === 'unrecognized_keys') {
    const named = issue.keys.filter((k) => PLAIN_KEY.test(k));
    reason = named.length === issue.keys.length ? `unknown field${named.length > 1 ? 's' : ''} ${named.join(', ')}` : 'unknown fields';
  } else if (isErrorCode(issue.message)) reason = ERROR_REASON[issue.message];
  else reason = issue.message;
  const place = path || (where === 'body' ? 'body' : where === 'query' ? 'query' : 'path');
  return `${place}: ${reason}`;
}

/** What the header says for an answer with this code and (maybe) a thrower's detail. */
export function errorDetail(code: string, detail: string | undefined): string {
  return headerSafe(detail ?? (isErrorCode(code) ? ERROR_REASON[code] : 'refused by the supplier'));
}

/** Printable ASCII only (a header cannot carry the rest), on one line, at most MAX_DETAIL_CHARS. */
export function headerSafe(text: string): string {
  const ascii = text
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replaceAll(/[‘’]/g, "'")
    .replaceAll(/[^\x20-\x7e]/g, '?');
  return ascii.length > MAX_DETAIL_CHARS ? `${ascii.slice(0, MAX_DETAIL_CHARS - 3)}...` : ascii;
}
