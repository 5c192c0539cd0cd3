/** An agent's Idempotency-Key still unanswered after this long belongs to a request that died: a repeat takes it over. */
export const IDEMPOTENCY_STALE_SECONDS = 300;
