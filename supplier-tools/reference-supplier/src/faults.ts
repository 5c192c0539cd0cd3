import { randomCode } from './barcodes.ts';

/**
 * Deliberately broken behaviours, so a conformance checker can be tested against a supplier known
 * to be wrong in exactly one way. A real supplier has none of these. Each fault is one `if` in the
 * module whose behaviour it breaks: searching for its name shows all of it.
 */
export type Fault = 'perform-twice' | 'replay-different-body' | 'skip-day' | 'fewer-tickets' | 'ignore-auth' | 'refuse-answers';

export const FAULTS: Record<Fault, string> = {
  'perform-twice': 'a repeated Idempotency-Key replays the stored answer but performs the operation again',
  'replay-different-body': 'a repeated Idempotency-Key performs nothing but answers a different body',
  'skip-day': '/availability leaves out the second day of a range of two days or more',
  'fewer-tickets': '/booking_confirmation answers one ticket fewer than requested when more than one was',
  'ignore-auth': 'requests without or with wrong Basic credentials are accepted',
  'refuse-answers': '/booking_confirmation and /booking_update refuse a body carrying `answers` (INVALID_REQUEST), as a parser that never heard of them would',
};

export type Faults = ReadonlySet<Fault>;

export function isFault(name: string): name is Fault {
  return Object.hasOwn(FAULTS, name);
}

/**
 * For `replay-different-body`: the stored answer with its codes renewed (as if performed again)
 * and a marker added, so that even a bare `{}` answers differently.
 */
export function alteredReplay(storedBody: Uint8Array): Buffer {
  const body = JSON.parse(Buffer.from(storedBody).toString('utf8')) as Record<string, unknown>;
  for (const field of ['reservation', 'reference']) {
    if (typeof body[field] === 'string') body[field] = randomCode(body[field].length);
  }
  return Buffer.from(JSON.stringify({ ...body, replayed_at: new Date().toISOString() }));
}
