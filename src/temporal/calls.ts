import { status as grpcStatus } from '@grpc/grpc-js';
import { isGrpcServiceError, ServiceError, type Client } from '@temporalio/client';
import { serviceUnavailable } from '../errors.ts';

/** How long the API waits for Temporal to take a start or a signal before it answers 503. */
export const TEMPORAL_CALL_MS = 3_000;

const UNREACHABLE = new Set<number>([grpcStatus.UNAVAILABLE, grpcStatus.DEADLINE_EXCEEDED, grpcStatus.CANCELLED]);

/** Whether an error says Temporal could not be reached in time (not that it refused the call). */
export function isTemporalUnreachable(err: unknown): boolean {
  const cause = err instanceof ServiceError ? err.cause : err;
  return isGrpcServiceError(cause) && UNREACHABLE.has(cause.code);
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
