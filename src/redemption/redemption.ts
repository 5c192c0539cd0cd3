import type { EntityManager } from '@mikro-orm/postgresql';
import type { Scenario } from '../suppliers/scenarios.ts';
import type { Products } from '../catalog/products.ts';
import type { Account } from '../db/entities/index.ts';
import type { Logger } from '../logger.ts';
import { startNotifications } from '../notifications/deliveries.ts';
import type { SupplierClient } from '../suppliers/supplierClient.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { prefixes } from './prefixes.ts';
import { redeem } from './redeem.ts';

/** Registering redemptions (the supplier scans) and the barcode prefixes looked up when a barcode is unknown. */
export function createRedemption(deps: { suppliers: SupplierClient; products: Products; workflows: WorkflowEngine }) {
  return {
    /** Registers a scan (see redeem.ts), then starts the delivery of its notifications. */
    async redeem({ em, log, caller, barcode, scenario }: { em: EntityManager; log: Logger; caller: Account; barcode: string; scenario?: Scenario | null }) {
      const result = await redeem(deps, { em, log, caller, barcode, scenario });
      log.info({ booking: result.booking.id, tickets: result.redeemed.length, type: result.scanned ? 'ticket' : 'booking' }, 'redemption registered');
      await startNotifications({ ...deps.workflows, log }, result.notifications);
      return result;
    },
    prefixes,
  };
}

export type Redemption = ReturnType<typeof createRedemption>;
