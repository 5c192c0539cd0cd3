import { proxyActivities } from '@temporalio/workflow';
import type { MailActivities } from '../../activities/mail/index.ts';
import type { MailInput } from '../../contracts/mail.ts';

// SMTP outages are retried for up to three days; only the outbox id travels through history,
// never the message (it may hold a one-time code).
const { deliverMail } = proxyActivities<MailActivities>({
  startToCloseTimeout: '1 minute',
  scheduleToCloseTimeout: '3 days',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function mailDeliveryWorkflow(input: MailInput): Promise<{ via: string }> {
  return await deliverMail(input.outboxId);
}
