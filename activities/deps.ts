import type { Db } from '../src/db/orm.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { SupplierClient } from '../src/suppliers/supplierClient.ts';
import type { WorkflowDeps } from '../src/temporal/workflowDeps.ts';

export type ActivityDeps = {
  db: Db;
  mailer: Mailer;
  suppliers: SupplierClient;
  logger: Logger;
  /** For activities that start workflows (housekeeping's re-drive). */
  workflows?: Omit<WorkflowDeps, 'log'>;
};
