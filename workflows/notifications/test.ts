import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { NotificationActivities } from '../../activities/notifications/index.ts';
import { trackStatus } from '../status.ts';
import type { TestNotificationInput } from '../../contracts/notifications.ts';

/**
 * A test notification an account sends itself (POST /v1/notifications/test): one attempt, signed
 * and logged by the same activity as every delivery, whose answer the API hands back. Not retried
 * for days as a real one is: the caller is watching; a redelivery it asks for is one more attempt.
 */
export async function testNotificationWorkflow(input: TestNotificationInput): Promise<string> {
  const status = trackStatus('delivering', `test notification ${input.notificationId}: one attempt`);
  const { deliverNotification } = proxyActivities<NotificationActivities>({
    startToCloseTimeout: input.tuning.supplierTimeoutMs + 5_000,
    retry: { maximumAttempts: 1 },
  });
  try {
    await deliverNotification({ notificationId: input.notificationId, idempotencyKey: input.notificationId, ...(input.again ? { again: true } : {}) });
    status('delivered', `test notification ${input.notificationId}`);
    return 'delivered';
  } catch (err) {
    const cause = err instanceof ActivityFailure ? err.cause : err;
    const answered = cause instanceof ApplicationFailure && typeof cause.details?.[0] === 'string' ? cause.details[0] : (cause as Error).message;
    status('not delivered', `test notification ${input.notificationId}: ${answered}`);
    return answered;
  }
}
