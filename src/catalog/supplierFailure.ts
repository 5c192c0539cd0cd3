import type { z } from 'zod';
import { ApiError, supplierUnavailable, supplierUnreachable } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { isUnreachable, type SupplierOutcome } from '../suppliers/supplierOutcome.ts';

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

/**
 * A failed union's issues are its branches' own: those of the branch that got furthest (the
 * deepest path), under the union's path. Otherwise an invalid option of a products answer, whose
 * `options` may also be an empty list, would read "options: Invalid input".
 */
function unionBranchIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = (branch: z.core.$ZodIssue[]) => Math.max(0, ...branch.map((i) => i.path.length));
  const furthest = issue.errors.reduce((best, branch) => (depth(branch) > depth(best) ? branch : best));
  if (furthest.length === 0) return [issue];
  return furthest.flatMap((inner) => unionBranchIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

/**
 * What is wrong with a supplier's answer, each problem with its JSON path (`HARBOUR-TOUR.questions.1.type`)
 * and zod's reason: for the log (the agent is told only SUPPLIER_ERROR) and the conformance kit.
 */
export function supplierIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.flatMap(unionBranchIssues).map((issue) => ({ path: issue.path.map(String).join('.') || '(answer)', message: issue.message }));
}
