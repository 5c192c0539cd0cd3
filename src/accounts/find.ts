import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';

/** The account an email or a registered domain names (compared case-insensitively), if any. */
export async function findAccountByIdentifier(em: EntityManager, identifier: string): Promise<Account | null> {
  const id = normalizeIdentifier(identifier);
  return em.findOne(Account, { $or: [{ email: id }, { domain: id }] });
}
