import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessGrant, type Account } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { findAccountByIdentifier } from './find.ts';

type Request = { em: EntityManager; log: Logger; supplier: Account };

async function requireAccount(em: EntityManager, identifier: string): Promise<Account> {
  const account = await findAccountByIdentifier(em, identifier);
  if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
  return account;
}

/**
 * Access grants: a supplier lets an agent sell its products (and, granted to an owner, consents
 * to serve the owner's products as its delegate).
 */
export function createGrants() {
  return {
    /** Idempotent: granting twice keeps the first grant. */
    async grant({ em, log, supplier, agentIdentifier }: Request & { agentIdentifier: string }): Promise<Account> {
      const agent = await requireAccount(em, agentIdentifier);
      await em.getConnection().execute(
        `insert into access_grant (id, supplier_id, agent_id, created_at) values (gen_random_uuid(), ?, ?, now())
         on conflict (supplier_id, agent_id) do nothing`,
        [supplier.id, agent.id],
        'run',
      );
      log.info({ supplier: supplier.id, agent: agent.id }, 'access granted');
      return agent;
    },

    async revoke({ em, log, supplier, agentIdentifier }: Request & { agentIdentifier: string }): Promise<void> {
      const agent = await requireAccount(em, agentIdentifier);
      const removed = await em.nativeDelete(AccessGrant, { supplier, agent });
      if (removed > 0) log.info({ supplier: supplier.id, agent: agent.id }, 'access revoked');
    },

    /** The agents a supplier granted access, oldest grant first. */
    agentsOf({ em, supplier }: { em: EntityManager; supplier: Account }) {
      return em.find(AccessGrant, { supplier }, { populate: ['agent'], orderBy: { createdAt: 'asc' } });
    },

    /** The suppliers that granted an agent access, oldest grant first. */
    suppliersOf({ em, agent }: { em: EntityManager; agent: Account }) {
      return em.find(AccessGrant, { agent }, { populate: ['supplier'], orderBy: { createdAt: 'asc' } });
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
