import { ApplicationFailure } from '@temporalio/activity';
import type { Db } from '../../src/db/orm.ts';
import { MailOutbox } from '../../src/db/entities/index.ts';
import type { Logger } from '../../src/logger.ts';
import type { Mailer } from '../../src/mail/mailer.ts';

export function createMailActivities(deps: { db: Db; mailer: Mailer; logger: Logger }) {
  return {
    /** Sends one outbox row; a row already sent is not sent again (the workflow may be re-driven). */
    async deliverMail(outboxId: string): Promise<{ via: string }> {
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
    },
  };
}

export type MailActivities = ReturnType<typeof createMailActivities>;
