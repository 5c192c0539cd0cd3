import { ApiError, supplierUnavailable, supplierUnreachable } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { isUnreachable, type SupplierOutcome } from '../suppliers/supplierOutcome.ts';

/** What is wrong with a supplier's answer, path by path: the conformance kit's own reading (the supplier contract). */
export { supplierIssues } from '../../supplier-tools/conformance-kit/src/contract/supplierIssues.ts';

/**
 * Maps a failed supplier call on a read path (products, availability) to the agent's answer:
 * a supplier that is down or slow is 503 SUPPLIER_UNAVAILABLE (try again), one that cannot be
 * reached until it corrects its address or certificate is 502 saying so, anything else the
 * supplier got wrong — an error answer, a malformed body, a refused URL — is 502 SUPPLIER_ERROR.
 * The details go to the log, not to the agent: they may describe the supplier's setup.
 */
export function supplierFailure(outcome: Exclude<SupplierOutcome, { kind: 'success' }>, log: Logger, context: Record<string, unknown>): ApiError {
  // An open breaker answers at once, not calling: Retry-After says when a probe may go.
  if (outcome.kind === 'retryable' && outcome.reason === 'BREAKER_OPEN') return supplierUnavailable((outcome.retryAt - Date.now()) / 1000);
  log.warn({ ...context, outcome }, 'supplier call failed');
  if (outcome.kind === 'retryable') return supplierUnavailable();
  if (isUnreachable(outcome)) return supplierUnreachable();
  return new ApiError('SUPPLIER_ERROR');
}

export function malformedSupplierAnswer(log: Logger, context: Record<string, unknown>): ApiError {
  log.warn(context, 'supplier answer malformed');
  return new ApiError('SUPPLIER_ERROR');
}
