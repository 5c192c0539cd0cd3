import { status as grpcStatus } from '@grpc/grpc-js';
import { isGrpcServiceError, NamespaceNotFoundError, ServiceError, type Client } from '@temporalio/client';
import { serviceUnavailable } from '../errors.ts';

/** How long the API waits for Temporal to take a start or a signal before it answers 503. */
export const TEMPORAL_CALL_MS = 3_000;

const UNREACHABLE = new Set<number>([grpcStatus.UNAVAILABLE, grpcStatus.DEADLINE_EXCEEDED, grpcStatus.CANCELLED]);

/** Whether an error says Temporal could not be reached in time (not that it refused the call). */
export function isTemporalUnreachable(err: unknown): boolean {
  const cause = err instanceof ServiceError ? err.cause : err;
  return isGrpcServiceError(cause) && UNREACHABLE.has(cause.code);
}

/** The server's words for a search attribute the namespace does not have (and nothing else). */
const NOT_SET_UP = /has no mapping defined for search attribute|is not a valid search attribute/i;

/** Temporal refused our credentials (an expired certificate, a revoked API key): an operator's fix, 503 to the agent. */
export function isTemporalRefusingUs(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (isGrpcServiceError(e) && (e.code === grpcStatus.UNAUTHENTICATED || e.code === grpcStatus.PERMISSION_DENIED)) return true;
  }
  return false;
}

/**
 * Whether Temporal refused the call because it is not set up for this service: a search attribute
 * not registered on the namespace ("has no mapping defined for search attribute …"), or no such
 * namespace. An operator fixes that (`npm run ops -- temporal-setup`); to the agent it is 503.
 */
export function isTemporalNotSetUp(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof NamespaceNotFoundError) return true;
    // Update-with-start reports the start's refusal as a plain Error with the server's message.
    if (e instanceof Error && NOT_SET_UP.test(e.message)) return true;
    if (!isGrpcServiceError(e)) continue;
    if (e.code === grpcStatus.INVALID_ARGUMENT && NOT_SET_UP.test(e.details ?? e.message)) return true;
    if (e.code === grpcStatus.NOT_FOUND && /namespace/i.test(e.details ?? e.message)) return true;
  }
  return false;
}

/**
 * One Temporal call from the API, bounded: the client's own retries would otherwise hold the agent
 * for many seconds while Temporal is down. An unreachable Temporal is 503 SERVICE_UNAVAILABLE with
 * Retry-After; what the API committed before the call is re-driven once Temporal is back (the
 * agent's repeat, or housekeeping within a minute).
 */
export async function withTemporal<T>(client: Client, call: () => Promise<T>, ms = TEMPORAL_CALL_MS): Promise<T> {
  try {
    return await client.withDeadline(Date.now() + ms, call);
  } catch (err) {
    if (isTemporalUnreachable(err)) throw serviceUnavailable();
    throw err;
  }
}
