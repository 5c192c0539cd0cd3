import type { EntityManager } from '@mikro-orm/postgresql';
import { BarcodePrefix, type Account } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';

type Request = { em: EntityManager; account: Account };

/**
 * Barcode prefixes: an unknown barcode matching one is looked up at its owner's callback. Global
 * and upper-cased (matched case-insensitively); the first account to register one owns it.
 */
export const prefixes = {
  async register({ em, account, prefix: given }: Request & { prefix: string }): Promise<string> {
    const prefix = given.toUpperCase();
    const connection = em.getConnection();
    // No prefix may cover or be covered by another account's: each unknown barcode has one owner to ask.
    const overlapping: unknown[] = await connection.execute(
      `select 1 from barcode_prefix where owner_id <> ? and (prefix like ? || '%' or ? like prefix || '%') limit 1`,
      [account.id, prefix, prefix],
    );
    if (overlapping.length > 0) throw new ApiError('PREFIX_TAKEN', { detail: 'prefix: overlaps a prefix another supplier registered' });
    const inserted: unknown[] = await connection.execute(
      `insert into barcode_prefix (prefix, owner_id, created_at) values (?, ?, now())
       on conflict (prefix) do update set prefix = excluded.prefix where barcode_prefix.owner_id = excluded.owner_id returning prefix`,
      [prefix, account.id],
    );
    if (inserted.length === 0) throw new ApiError('PREFIX_TAKEN');
    return prefix;
  },

  async remove({ em, account, prefix }: Request & { prefix: string }): Promise<void> {
    await em.nativeDelete(BarcodePrefix, { prefix: prefix.toUpperCase(), owner: account });
  },

  async list({ em, account }: Request): Promise<string[]> {
    const rows = await em.find(BarcodePrefix, { owner: account }, { orderBy: { prefix: 'asc' } });
    return rows.map((row) => row.prefix);
  },
};
