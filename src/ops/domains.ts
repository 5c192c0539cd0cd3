import type { EntityManager } from '@mikro-orm/postgresql';
import { findAccountByIdentifier } from '../accounts/find.ts';
import { isDomain, normalizeIdentifier } from '../domain/accountRules.ts';

export class OpsError extends Error {}

/** The database or Temporal could not be reached: nothing was checked (exit 69, not 1). */
export class UnavailableError extends OpsError {}

/**
 * Registers (or with `null` removes) an account's domain: the support team's job, not an API call.
 * Afterwards the account is found, and authenticates, by that domain too.
 */
export async function setDomain(
  em: EntityManager,
  identifier: string,
  domain: string | null,
  options: { dryRun?: boolean } = {},
): Promise<{ email: string; domain: string | null; previous: string | null; dryRun: boolean }> {
  const account = await findAccountByIdentifier(em, identifier);
  if (!account) throw new OpsError(`no account ${identifier}`);
  const next = domain === null ? null : normalizeIdentifier(domain);
  if (next !== null) {
    if (!isDomain(next)) throw new OpsError(`not a domain name: ${domain}`);
    const holder = await findAccountByIdentifier(em, next);
    if (holder && holder.id !== account.id) throw new OpsError(`${next} already identifies ${holder.email}`);
  }
  const previous = account.domain ?? null;
  if (options.dryRun) return { email: account.email, domain: next, previous, dryRun: true };
  account.domain = next;
  await em.flush();
  return { email: account.email, domain: account.domain ?? null, previous, dryRun: false };
}
