import { ApplicationFailure } from '@temporalio/activity';
import type { Db } from '../../src/db/orm.ts';
import { MailOutbox } from '../../src/db/entities/index.ts';
import type { Logger } from '../../src/logger.ts';
import type { Mailer } from '../../src/mail/mailer.ts';

type MailDeps = { db: Db; mailer: Mailer; logger: Logger };

/** Sends one outbox row; a row already sent is not sent again (the workflow may be re-driven). */
async function deliverMail(deps: MailDeps, outboxId: string): Promise<{ via: string }> {
  const em = deps.db.fork();
  const row = await em.findOne(MailOutbox, { id: outboxId });
  if (!row) throw ApplicationFailure.nonRetryable(`outbox row ${outboxId} not found`, 'MAIL_NOT_FOUND');
  if (row.sentAt) return { via: row.deliveredVia ?? deps.mailer.via };
  await deps.mailer.send({ id: row.id, to: row.recipient, subject: row.subject, text: row.body });
  row.sentAt = new Date();
  row.deliveredVia = deps.mailer.via;
  // Once delivered, a one-time code in the body has no reason to stay readable here.
  if (deps.mailer.via !== 'none' && row.bodyAfterDelivery !== null && row.bodyAfterDelivery !== undefined) {
    row.body = row.bodyAfterDelivery;
    row.bodyAfterDelivery = null;
  }
  await em.flush();
  deps.logger.info({ outboxId, via: deps.mailer.via }, 'e-mail delivered');
  return { via: deps.mailer.via };
}

/** The e-mail activity; its name is recorded in workflow histories, so it never changes. */
export function createMailActivities(deps: MailDeps) {
  return {
    deliverMail: deliverMail.bind(null, deps),
  };
}

export type MailActivities = ReturnType<typeof createMailActivities>;
