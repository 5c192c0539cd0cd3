import type pg from 'pg';
import type { SecretBox } from './secretBox.ts';

export type ResealReport = {
  /** The key every secret is sealed with afterwards (the ring's first). */
  sealingKeyId: string;
  dryRun: boolean;
  /** Secrets found under another key (or none named), by that key's id (`none`: sealed before ids). */
  byKey: Record<string, number>;
  /** Re-sealed under the sealing key (with --dry-run: would be). */
  resealed: number;
  /** Secrets no key of the ring opens: left as they are (their key is missing from WEBHOOK_SECRET_KEY); the first ids listed. */
  unopenable: number;
  unopenableIds: string[];
};

const BATCH = 200;
const LISTED = 20;

type Row = { id: string; account_id: string; sealed: string; key_id: string | null };

/**
 * Re-seals every stored webhook secret that is not under the ring's sealing key: opened with
 * whichever key sealed it, sealed again with the first, one batch of rows at a time, each row in
 * its own short statement. Resumable: a run that stops leaves every row either as it was or under
 * the new key, and the next run picks up the rest (rows already under the sealing key are not
 * read). A row whose key the ring lacks is reported and left alone. `dryRun` opens and counts,
 * writing nothing.
 */
export async function resealSecrets(
  pool: pg.Pool,
  box: SecretBox,
  options: { dryRun: boolean; progress?: { tick(count: number): void; done(): void } | undefined },
): Promise<ResealReport> {
  const report: ResealReport = { sealingKeyId: box.sealingKeyId, dryRun: options.dryRun, byKey: {}, resealed: 0, unopenable: 0, unopenableIds: [] };
  let after = '00000000-0000-0000-0000-000000000000';
  let examined = 0;
  for (;;) {
    const { rows } = await pool.query<Row>(
      `select id, account_id, sealed, key_id from webhook_secret
        where key_id is distinct from $1 and id > $2 order by id limit ${BATCH}`,
      [box.sealingKeyId, after],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const from = row.key_id ?? 'none';
      report.byKey[from] = (report.byKey[from] ?? 0) + 1;
      let secret: string;
      try {
        secret = box.open(row.sealed, row.account_id);
      } catch {
        if (report.unopenable++ < LISTED) report.unopenableIds.push(row.id);
        continue;
      }
      if (!options.dryRun) {
        // Only if the row is still what was read: a secret replaced meanwhile is left to its own sealing.
        await pool.query('update webhook_secret set sealed = $1, key_id = $2 where id = $3 and sealed = $4', [
          box.seal(secret, row.account_id),
          box.sealingKeyId,
          row.id,
          row.sealed,
        ]);
      }
      report.resealed++;
      options.progress?.tick(++examined);
    }
    after = rows.at(-1)!.id;
  }
  options.progress?.done();
  return report;
}
