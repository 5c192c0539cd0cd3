import { ApplicationFailure, Context } from '@temporalio/activity';
import { ApplicationFailureCategory } from '@temporalio/common';
import type { Account } from '../src/db/entities/index.ts';
import type { Logger } from '../src/logger.ts';
import type { SupplierClient, SupplierRequest } from '../src/suppliers/supplierClient.ts';
import { UNREACHABLE_FAILURE } from '../src/errors.ts';
import { isUnreachable } from '../src/suppliers/supplierOutcome.ts';
import { callbackUrlFor } from '../src/suppliers/target.ts';
import { scenarioFor } from '../src/suppliers/scenarioStore.ts';
import type { Db } from '../src/db/orm.ts';
import { activityMode } from './mode.ts';

/**
 * Failure types that name our own findings (no answer in time; a supplier we cannot reach): a
 * supplier refusing with such a code is not either, only a code we do not know.
 */
const OUR_FAILURE_TYPES: ReadonlySet<string> = new Set(['SUPPLIER_UNAVAILABLE', UNREACHABLE_FAILURE]);

/**
 * One supplier call from an activity, with its outcome turned into what Temporal should do:
 * success returns the body; 5xx, timeouts and dropped connections throw a retryable failure (the
 * workflow's retry policy backs off and retries with the same idempotency key); a supplier 4xx is
 * a non-retryable failure whose `type` is the supplier's code; anything else the supplier got
 * wrong is non-retryable SUPPLIER_ERROR. Messages name no URL: they end up in workflow history.
 * In test mode the call goes where test mode's go (src/suppliers/target.ts), with the
 * Test-Scenario its step (`subject`: the reservation or booking) was asked with.
 */
export async function callSupplier(
  deps: { suppliers: SupplierClient; logger: Logger; db: Db },
  supplier: Account,
  request: Omit<SupplierRequest, 'baseUrl'>,
  subject?: string,
): Promise<unknown> {
  const mode = activityMode();
  const scenario = mode === 'test' && subject ? await scenarioFor(deps.db.of(mode).fork(), subject, request.path) : null;
  const outcome = await deps.suppliers.request({
    ...request,
    baseUrl: callbackUrlFor(supplier, mode),
    mode,
    ...(scenario ? { headers: { ...request.headers, 'test-scenario': scenario } } : {}),
  });
  const where = `${request.method} ${request.path}`;
  switch (outcome.kind) {
    case 'success':
      return outcome.body;
    case 'retryable': {
      // A supplier that is down is what the retry policy is for: one line per attempt (a warning
      // live, information for an outage a test scenario asked for), and a benign failure, which
      // the worker logs without its own warning and stack trace; the step still retries.
      const level = scenario ? 'info' : 'warn';
      const context = { supplier: supplier.id, call: where, attempt: activityAttempt(), ...(scenario ? { scenario } : {}) };
      if (outcome.reason === 'BREAKER_OPEN') {
        // Not called: the step waits out the breaker (nextRetryDelay) instead of spending its attempts on a supplier that is down.
        const nextRetryDelay = Math.max(1000, outcome.retryAt - Date.now());
        deps.logger[level]({ ...context, reason: 'circuit breaker open', retryInMs: nextRetryDelay }, `supplier circuit breaker open, will retry: ${where}`);
        throw ApplicationFailure.create({
          message: `${where}: supplier circuit breaker open, not called`,
          type: 'SUPPLIER_UNAVAILABLE',
          details: ['BREAKER_OPEN'],
          nextRetryDelay,
          category: ApplicationFailureCategory.BENIGN,
        });
      }
      const reason = `supplier ${outcome.reason}${outcome.status ? ` ${outcome.status}` : ''}`;
      deps.logger[level]({ ...context, reason }, `supplier unavailable, will retry: ${where}`);
      throw ApplicationFailure.create({ message: `${where}: ${reason}`, type: 'SUPPLIER_UNAVAILABLE', category: ApplicationFailureCategory.BENIGN });
    }
    case 'rejected':
      // A refusal is the supplier's ordinary answer, not an operator's problem: one info line, and
      // a benign failure, which the worker logs without a warning and a stack trace.
      deps.logger.info({ supplier: supplier.id, call: where, code: outcome.code }, `supplier refused: ${outcome.code}`);
      throw ApplicationFailure.create({
        message: `${where}: supplier answered ${outcome.status} ${outcome.code}`,
        type: OUR_FAILURE_TYPES.has(outcome.code) ? 'SUPPLIER_ERROR' : outcome.code,
        nonRetryable: true,
        category: ApplicationFailureCategory.BENIGN,
      });
    default:
      deps.logger.warn({ supplier: supplier.id, call: where, outcome }, 'supplier call failed permanently');
      throw ApplicationFailure.nonRetryable(`${where}: ${outcome.reason}`, isUnreachable(outcome) ? UNREACHABLE_FAILURE : 'SUPPLIER_ERROR');
  }
}

/** The running activity's attempt (1 for the first), or undefined outside an activity. */
function activityAttempt(): number | undefined {
  try {
    return Context.current().info.attempt;
  } catch {
    return undefined;
  }
}

export function malformed(where: string, detail: string): ApplicationFailure {
  return ApplicationFailure.nonRetryable(`${where}: malformed supplier answer (${detail})`, 'SUPPLIER_ERROR');
}
