import type { Db } from '../src/db/orm.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { SupplierClient } from '../src/suppliers/supplierClient.ts';
import type { WorkflowEngine } from '../src/temporal/workflowDeps.ts';
import type { SecretBox } from '../src/webhooks/secretBox.ts';
import type { NotificationDispatcher } from './notifications/dispatching.ts';

export type ActivityDeps = {
  db: Db;
  mailer: Mailer;
  suppliers: SupplierClient;
  logger: Logger;
  /** Opens the recipients' webhook secrets to sign notifications; without it an account that has one gets nothing until it is configured. */
  webhookSecrets?: SecretBox | undefined;
  /** For activities that start workflows (housekeeping's re-drive, the dispatcher's hand-over). */
  workflows?: WorkflowEngine;
  /** Delivers booking steps' notifications from the worker (activities/notifications/dispatcher.ts); the worker drains it on shutdown. */
  dispatcher: NotificationDispatcher;
};

/** What a booking or reservation step needs: the supplier to call, and Temporal to announce the sale it changed (src/availabilityChanges/sale.ts). */
export type SupplierStepDeps = Pick<ActivityDeps, 'db' | 'suppliers' | 'logger' | 'workflows'>;
