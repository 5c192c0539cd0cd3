import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { ApiError } from '../errors.ts';

/**
 * The supplier account an agent names, if the agent may sell for it: an account always may sell
 * its own products, others need a grant. An unknown supplier is FORBIDDEN too, not 404, so the
 * answer is the same whether or not the account exists. One query: this is on the hot read path.
 */
export async function requireSupplierAccess(em: EntityManager, agent: Account, supplierIdentifier: string): Promise<Account> {
  const id = normalizeIdentifier(supplierIdentifier);
  const rows: (Record<string, unknown> & { granted: boolean })[] = await em.getConnection().execute(
    `select s.*, (s.id = ? or exists (select 1 from access_grant g where g.supplier_id = s.id and g.agent_id = ?)) as granted
       from account s where s.email = ? or s.domain = ? limit 1`,
    [agent.id, agent.id, id, id],
  );
  const row = rows[0];
  if (!row?.granted) throw new ApiError('FORBIDDEN');
  const { granted: _granted, ...account } = row;
  return em.map(Account, account);
}

/**
 * For a sale already made through a delegate (a reservation, a booking): the delegate must still
 * consent, as `supplierFor` demands of a new one, before anything more is asked of it.
 */
export async function requireDelegateConsent(em: EntityManager, owner: Account, supplier: Account): Promise<void> {
  if (supplier.id === owner.id) return;
  const rows: unknown[] = await em
    .getConnection()
    .execute('select 1 from access_grant where supplier_id = ? and agent_id = ? limit 1', [supplier.id, owner.id]);
  if (rows.length === 0) throw new ApiError('FORBIDDEN');
}
