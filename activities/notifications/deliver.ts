import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { ApplicationFailureCategory } from '@temporalio/common';
import type { Mode } from '../../src/domain/mode.ts';
import { NOT_SENT_NO_TEST_URL } from '../../src/notifications/log.ts';
import type { SupplierOutcome } from '../../src/suppliers/supplierClient.ts';
import { notificationUrlFor } from '../../src/suppliers/target.ts';
import { NOTIFICATIONS_CALLBACK, scenarioOf } from '../../src/testMode/scenarios.ts';
import { scenarioFor } from '../../src/testMode/scenarioStore.ts';
import { signatureHeaders } from '../../src/webhooks/secrets.ts';
import type { ActivityDeps } from '../deps.ts';

/** One attempt to deliver a notification; the key is its id on every attempt, by every deliverer. */
export type DeliveryAttempt = { notificationId: string; idempotencyKey: string; again?: boolean };

/** What delivering needs: the receivers' URLs and the secrets that sign for them. */
export type DeliveryDeps = Pick<ActivityDeps, 'db' | 'suppliers' | 'logger' | 'webhookSecrets'>;

type Connection = ReturnType<EntityManager['getConnection']>;

/** The notification as one attempt sends it, with its recipient's URLs and sealed secrets. */
type Claimed = {
  attempts: number;
  event: string;
  payload: unknown;
  recipient_id: string;
  booking_id: string | null;
  created_at: Date;
  notification_url: string;
  test_notification_url: string | null;
  secrets: string[];
};

/** How an attempt ended, for the delivery log (`delivered_at` and `signed_with` follow from it). */
type RecordAttempt = (status: string, outcome: 'delivered' | 'refused' | 'not sent' | 'recorded') => Promise<unknown>;

/**
 * Posts the snapshot to the recipient's current notification URL, signed with the recipient's
 * webhook secrets (Standard Webhooks; `webhook-id` is the notification's id, like the
 * Idempotency-Key, on every attempt and redelivery), in `mode` (test mode: the recipient's
 * test_notification_url). Each attempt's time and answer are kept for the delivery log; a receiver
 * that does not take it throws (retried by whoever delivers: the dispatcher, or Temporal for a
 * delivery workflow). `again` sends one already delivered (a redelivery the recipient asked for).
 * Two statements around the call, and no ORM: this runs for every recipient of every booking step.
 */
export async function deliverOnce(deps: DeliveryDeps, mode: Mode, input: DeliveryAttempt): Promise<void> {
  const em = deps.db.of(mode).fork();
  const connection = em.getConnection();
  const notification = await claimAttempt(connection, input);
  if (!notification) return;
  const record = recorder(connection, input.notificationId);
  // Test mode: a receiver the step asked to be down (Test-Scenario receiver_down) answers 503 for a while.
  const down =
    mode === 'test' && notification.booking_id
      ? receiverDown(await scenarioFor(em, notification.booking_id, NOTIFICATIONS_CALLBACK), notification.created_at)
      : false;
  const url = notificationUrlFor({ notificationUrl: notification.notification_url, testNotificationUrl: notification.test_notification_url }, mode);
  if (!down && url === null) {
    // Test mode without a test_notification_url: kept in the test delivery log, never sent to a live receiver.
    await record(NOT_SENT_NO_TEST_URL, 'recorded');
    deps.logger.info(
      { notification: input.notificationId, event: notification.event, recipient: notification.recipient_id },
      'test notification recorded, not sent',
    );
    return;
  }
  const secrets = await signingSecrets(deps, notification, input.notificationId, record);
  const body = JSON.stringify(notification.payload);
  const outcome: SupplierOutcome = down
    ? { kind: 'retryable', reason: 'SERVER_ERROR', status: 503 }
    : await deps.suppliers.request({
        baseUrl: url!,
        mode,
        method: 'POST',
        path: `/${notification.event}`,
        idempotencyKey: input.idempotencyKey,
        rawBody: body,
        headers: { ...signatureHeaders(input.notificationId, body, secrets) },
        answerMatters: false,
        notification: true,
      });
  const answered = down ? '503 SIMULATED' : describeOutcome(outcome);
  await record(answered, outcome.kind === 'success' ? 'delivered' : 'refused');
  if (outcome.kind !== 'success') throw notAccepted(deps, input.notificationId, notification, answered);
  deps.logger.info({ notification: input.notificationId, event: notification.event, recipient: notification.recipient_id }, 'notification delivered');
}

/**
 * Counts the attempt, notes which of the recipient's secrets sign it (their generations, for the
 * delivery log) and reads what to send, unless it was delivered already.
 */
async function claimAttempt(connection: Connection, input: DeliveryAttempt): Promise<Claimed | undefined> {
  const rows: Claimed[] = await connection.execute(
    `update notification n set attempts = n.attempts + 1, last_attempt_at = now(),
            signed_with = array(select s.generation from webhook_secret s
                                 where s.account_id = n.recipient_id and (s.retires_at is null or s.retires_at > now())
                                 order by s.generation desc)
       from account a
      where n.id = ? and (n.delivered_at is null or ?) and a.id = n.recipient_id
      returning n.attempts, n.event, n.payload, n.recipient_id, n.booking_id, n.created_at, a.notification_url, a.test_notification_url,
                array(select s.sealed from webhook_secret s
                       where s.account_id = a.id and (s.retires_at is null or s.retires_at > now())
                       order by s.generation desc) as secrets`,
    [input.notificationId, input.again === true],
  );
  return rows[0];
}

function recorder(connection: Connection, notificationId: string): RecordAttempt {
  return (status, outcome) =>
    connection.execute(
      `update notification set last_status = ?${outcome === 'delivered' || outcome === 'recorded' ? ', delivered_at = coalesce(delivered_at, now())' : ''}${outcome === 'not sent' || outcome === 'recorded' ? ', signed_with = null' : ''} where id = ?`,
      [status.slice(0, 200), notificationId],
    );
}

/** The recipient's secrets, opened to sign with; a notification that cannot be signed is held back, never sent unsigned. */
async function signingSecrets(deps: DeliveryDeps, notification: Claimed, notificationId: string, record: RecordAttempt): Promise<string[]> {
  // The recipient expects a signature it could not get.
  const holdBack = async (why: string): Promise<never> => {
    deps.logger.error({ notification: notificationId }, `a notification whose recipient has a webhook secret waits unsent: ${why}`);
    await record(`NOT_SENT: ${why}`, 'not sent');
    throw ApplicationFailure.retryable(`notification not signed: ${why}`, 'NOTIFICATION_UNSIGNED');
  };
  if (notification.secrets.length > 0 && !deps.webhookSecrets) await holdBack('WEBHOOK_SECRET_KEY is not set');
  try {
    return notification.secrets.map((sealed) => deps.webhookSecrets!.open(sealed, notification.recipient_id));
  } catch {
    return await holdBack('a secret cannot be opened (WEBHOOK_SECRET_KEY differs from the key that sealed it)');
  }
}

/**
 * One line per attempt with the answer, which is what an operator reads; the failure is benign,
 * so the worker logs no stack trace for it (a refusing receiver is retried for days). The attempt
 * is the row's count, as the delivery log shows it, whoever delivered before.
 */
function notAccepted(deps: DeliveryDeps, notificationId: string, notification: Claimed, answered: string): ApplicationFailure {
  const attempt = notification.attempts;
  deps.logger.warn(
    { notification: notificationId, event: notification.event, recipient: notification.recipient_id, attempt, answered },
    `notification not accepted (attempt ${attempt}): ${answered}`,
  );
  // A receiver that is down, misconfigured or refusing may recover within the retry window.
  return ApplicationFailure.create({
    message: `notification ${notification.event} not accepted: ${answered}`,
    type: 'NOTIFICATION_UNDELIVERED',
    details: [answered, attempt],
    category: ApplicationFailureCategory.BENIGN,
  });
}

/** How the receiver answered, for the delivery log: its status, or why there was none. */
function describeOutcome(outcome: SupplierOutcome): string {
  if (outcome.kind === 'success') return String(outcome.status);
  if (outcome.kind === 'rejected') return `${outcome.status} ${outcome.code}`;
  return 'status' in outcome && outcome.status ? `${outcome.status} ${outcome.reason}` : outcome.reason;
}

/** Whether a Test-Scenario `receiver_down=N` still keeps the receiver down for a notification queued at `queuedAt`. */
function receiverDown(scenario: string | null, queuedAt: Date | string): boolean {
  const parsed = scenarioOf(scenario);
  return parsed?.name === 'receiver_down' && Date.now() < new Date(queuedAt).getTime() + Number(parsed.value) * 1000;
}
