import type { Db } from '../src/db/orm.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { SupplierClient } from '../src/suppliers/supplierClient.ts';
import type { WorkflowEngine } from '../src/temporal/workflowDeps.ts';
import type { SecretBox } from '../src/webhooks/secretBox.ts';

export type ActivityDeps = {
  db: Db;
  mailer: Mailer;
  suppliers: SupplierClient;
  logger: Logger;
  /** Opens the recipients' webhook secrets to sign notifications; without it an account that has one gets nothing until it is configured. */
  webhookSecrets?: SecretBox | undefined;
  /** For activities that start workflows (housekeeping's re-drive). */
  workflows?: WorkflowEngine;
};
