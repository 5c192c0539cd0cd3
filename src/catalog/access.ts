import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessGrant, type Account } from '../db/entities/index.ts';
import { ApiError } from '../http/errors.ts';
import { findAccountByIdentifier } from '../http/middleware/auth.ts';

/**
 * The supplier account an agent names, if the agent may sell for it: an account always may sell
 * its own products, others need a grant. An unknown supplier is FORBIDDEN too, not 404, so the
 * answer is the same whether or not the account exists.
 */
export async function requireSupplierAccess(em: EntityManager, agent: Account, supplierIdentifier: string): Promise<Account> {
  const supplier = await findAccountByIdentifier(em, supplierIdentifier);
  if (!supplier) throw new ApiError('FORBIDDEN');
  if (supplier.id === agent.id) return supplier;
  const granted = await em.count(AccessGrant, { supplier, agent });
  if (granted === 0) throw new ApiError('FORBIDDEN');
  return supplier;
}
