import { createHash } from 'node:crypto';
import { type Answer, type EncodedAnswer, encode, Refusal } from './answers.ts';
import { alteredReplay, type Faults } from './faults.ts';
import type { Store } from './store.ts';

export type KeyedRequest = { key: string; method: string; path: string; body: Uint8Array };

const KEY_REUSED = encode(new Refusal('IDEMPOTENCY_KEY_REUSED', 422).toAnswer());

/**
 * The idempotency ledger (contract, Limits 5): the service retries a POST whose answer it did not
 * get with the same `Idempotency-Key`, and the supplier must neither perform it twice (no double
 * bookings) nor answer differently (same body, same headers).
 */
export function createLedger(store: Store, faults: Faults) {
  /** Runs an operation; a refusal becomes its answer, and whatever the operation wrote before refusing is undone. */
  function perform(operation: () => Answer): Answer {
    try {
      return store.undoOnThrow(operation);
    } catch (err) {
      if (err instanceof Refusal) return err.toAnswer();
      throw err;
    }
  }

  return {
    /**
     * The first request with a key is performed, and its answer (refusals too) stored in the same
     * transaction as the change: a crash loses both or neither. A repeat with the same method,
     * path and body bytes gets the stored answer and performs nothing; the same key on another
     * request is 422. A 500 (an unexpected error) rolls back and stores nothing, so the retry
     * performs it afresh.
     *
     * Everything here is synchronous (node:sqlite is): Node runs it to the end before it reads
     * any other request, so two requests with one key cannot both find it unused, and BEGIN
     * IMMEDIATE keeps out other processes sharing the database file.
     */
    answerOnce(request: KeyedRequest, operation: () => Answer): { answer: EncodedAnswer; replayed: boolean } {
      const fingerprint = createHash('sha256').update(`${request.method} ${request.path}\n`).update(request.body).digest('hex');
      return store.transaction(() => {
        const stored = store.findLedgerEntry(request.key);
        if (!stored) {
          const answer = encode(perform(operation));
          store.insertLedgerEntry(request.key, { ...answer, fingerprint });
          return { answer, replayed: false };
        }
        if (stored.fingerprint !== fingerprint) return { answer: KEY_REUSED, replayed: false };
        if (faults.has('perform-twice')) perform(operation);
        const body = faults.has('replay-different-body') ? alteredReplay(stored.body) : stored.body;
        return { answer: { status: stored.status, headers: stored.headers, body }, replayed: true };
      });
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
