import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';

/**
 * Every e-mail the service sends is first written here, in the same transaction as the change
 * that causes it; a workflow then delivers it. With no SMTP configured the row is the record.
 */
const MailOutboxSchema = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: uuidPrimaryKey(),
    accountId: p.uuid().nullable().index(),
    recipient: p.string().length(254),
    subject: p.string().length(300),
    body: p.text(),
    /** Replaces `body` once delivered: the body may carry a one-time code, which must not stay readable. */
    bodyAfterDelivery: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    deliveredVia: p.enum(['smtp', 'log', 'none'] as const).nullable(),
  },
});

export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);
export { MailOutboxSchema };
