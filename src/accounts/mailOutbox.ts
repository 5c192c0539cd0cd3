import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import { mailDeliveryWorkflow } from '../../workflows/mail/delivery.ts';
import { MailOutbox } from '../db/entities/index.ts';
import type { Logger } from '../logger.ts';
import { withTemporal } from '../temporal/calls.ts';
import { clip } from '../temporal/summary.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';

export type MailDispatch = { client: Client; taskQueue: string; logger: Logger };

/**
 * Adds a message to the outbox; the caller flushes it with the change that caused it. A body that
 * carries a secret names, in `bodyAfterDelivery`, what the row keeps once the message is sent.
 */
export function queueMail(em: EntityManager, mail: { accountId: string | null; to: string; subject: string; body: string; bodyAfterDelivery?: string }) {
  return em.create(MailOutbox, {
    accountId: mail.accountId,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    bodyAfterDelivery: mail.bodyAfterDelivery ?? null,
  });
}

/**
 * Starts the delivery workflow of a committed outbox row. A failure to reach Temporal is logged,
 * not thrown: the row stays unsent and housekeeping (every minute; also `npm run ops -- redrive-mail`)
 * picks it up.
 */
export async function dispatchMail(dispatch: MailDispatch, row: MailOutbox): Promise<void> {
  try {
    await startMailDelivery(dispatch, row);
  } catch (err) {
    dispatch.logger.error({ err, outboxId: row.id }, 'could not start mail delivery; the outbox keeps it for redrive');
  }
}

/** Starts (or finds running) the delivery workflow of an outbox row; throws what Temporal answered. */
export async function startMailDelivery(dispatch: Omit<MailDispatch, 'logger'>, row: MailOutbox): Promise<void> {
  await withTemporal(dispatch.client, () =>
    dispatch.client.workflow.start(mailDeliveryWorkflow, {
      workflowId: workflowIds.mail(row.id),
      // The subject and the account, never the body (it holds the code) nor the address.
      staticSummary: clip(`E-mail · ${row.subject} · account ${row.accountId ?? 'none'}`),
      taskQueue: dispatch.taskQueue,
      args: [{ outboxId: row.id }],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
      // Mail is about an account, which both modes share: live's, so that `MarketplaceMode = "live"` lists it too.
      typedSearchAttributes: [
        { key: searchAttributes.mode, value: 'live' },
        ...(row.accountId ? [{ key: searchAttributes.account, value: row.accountId }] : []),
      ],
    }),
  );
}

/** Starts delivery for outbox rows still unsent after `olderThanMs`. Returns how many. */
export async function redriveMail(em: EntityManager, dispatch: MailDispatch, olderThanMs = 60_000): Promise<number> {
  const rows = await unsentMail(em, olderThanMs);
  for (const row of rows) await dispatchMail(dispatch, row);
  return rows.length;
}

/** Outbox rows unsent for `olderThanMs`, at most 1000, oldest first. */
export function unsentMail(em: EntityManager, olderThanMs: number): Promise<MailOutbox[]> {
  return em.find(
    MailOutbox,
    // Mail a delivery workflow gave up on (three days of SMTP failures) is not sent again and again.
    { sentAt: null, createdAt: { $lt: new Date(Date.now() - olderThanMs), $gt: new Date(Date.now() - 3 * 24 * 3600_000) } },
    { orderBy: { createdAt: 'asc' }, limit: 1000 },
  );
}
