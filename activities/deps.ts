import type { Db } from '../src/db/orm.ts';
import type { Mode } from '../src/domain/mode.ts';
import type { RecordedChange } from '../src/records/availabilityChanges/record.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { SupplierClient } from '../src/suppliers/supplierClient.ts';
import type { WorkflowEngine } from '../src/temporal/workflowDeps.ts';
import type { Retention } from '../src/db/pruneInBatches.ts';
import type { SecretBox } from '../src/signing/secretBox.ts';
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
  /**
   * Tells the agents waiting for notices of a product that its availability changed (the product's
   * notices workflow, src/availabilityChanges/announce.ts): handed in by whoever builds the worker,
   * since only the API side names that workflow. Without it a change is recorded for the feed and
   * housekeeping announces it.
   */
  announce?: Announce | undefined;
  /** What housekeeping keeps and how hard it prunes (the deployment's settings); its defaults without. */
  retention?: Retention | undefined;
  /** Delivers booking steps' notifications from the worker (activities/notifications/dispatcher.ts); the worker drains it on shutdown. */
  dispatcher: NotificationDispatcher;
};

export type Announce = (change: RecordedChange | null, mode: Mode) => Promise<void>;

/** What a booking or reservation step needs: the supplier to call, and the announcer of the sale it changed (saleChanged.ts). */
export type SupplierStepDeps = Pick<ActivityDeps, 'db' | 'suppliers' | 'logger' | 'announce'>;
