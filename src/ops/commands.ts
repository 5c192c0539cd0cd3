import type { Client } from '@temporalio/client';
import { MODES } from '../domain/mode.ts';
import { tuningFor } from '../app.ts';
import type { Config } from '../config.ts';
import { initORM, type Db } from '../db/orm.ts';
import { connectClient } from '../temporal/connect.ts';
import { describeConnection } from '../temporal/connectionConfig.ts';
import { EXIT, opsLogger, type Io } from './io.ts';
import { OpsError, setDomain, UnavailableError } from './domains.ts';
import { createProgress } from './progress.ts';
import { redrive, type RedriveKind, type RedriveReport } from './redrive.ts';
import { readStatus, type StatusReport } from './status.ts';
import { resealSecrets, type ResealReport } from '../signing/reseal.ts';
import { createSecretBox } from '../signing/secretBox.ts';

type Ctx = { args: string[]; flags: { json: boolean; dryRun: boolean; id?: string; olderThanMs?: number }; config: () => Config; io: Io };

async function withDb<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await initORM({ databaseUrl: config.DATABASE_URL });
  try {
    // At once, before Temporal is looked for: a database that does not answer is the report.
    await db.fork().getConnection().execute('select 1');
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A client connected now (not lazily), or an OpsError naming where Temporal was looked for. */
async function temporalClient(config: Config): Promise<Client> {
  try {
    return await connectClient(config.temporal, { connectTimeoutMs: 5_000 });
  } catch (err) {
    throw new UnavailableError(`cannot reach Temporal at ${describeConnection(config.temporal).address}: ${(err as Error).message}`);
  }
}

const ago = (iso: string, now: number) => {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  return s < 120 ? `${s}s` : s < 7200 ? `${Math.round(s / 60)}m` : s < 172_800 ? `${Math.round(s / 3600)}h` : `${Math.round(s / 86_400)}d`;
};
const seconds = (s: number) => (s === 0 ? 'any' : s % 3600 === 0 ? `${s / 3600}h` : s % 60 === 0 ? `${s / 60}m` : `${s}s`);

export function formatStatus(report: StatusReport): string {
  const now = Date.parse(report.at);
  const width = Math.max(...report.checks.map((c) => c.what.length + (c.mode === 'test' ? ' (test mode)'.length : 0)));
  const lines = report.checks.map((c) => {
    const state = c.unknown !== undefined ? 'UNKNOWN' : c.past ? 'PAST' : 'ok';
    const what = c.mode === 'test' ? `${c.what} (test mode)` : c.what;
    const oldest = c.oldest ? `oldest ${c.oldest} (${ago(c.oldest, now)} ago)` : '';
    const why = c.unknown !== undefined ? `  ${c.unknown}` : '';
    const note = c.note ? `  (${c.note})` : '';
    return `${state.padEnd(7)} ${what.padEnd(width)} ${String(c.count).padStart(6)}  ${`[${seconds(c.thresholdSeconds)}]`.padEnd(6)} ${oldest}${why}${note}`.trimEnd();
  });
  const past = report.checks.filter((c) => c.past).length;
  const unknown = report.checks.filter((c) => c.unknown !== undefined).length;
  const verdict =
    past === 0
      ? unknown > 0
        ? `Nothing is past its threshold, but ${unknown} could not be checked.`
        : 'Nothing is past its threshold.'
      : `${past} of ${report.checks.length} past their threshold: docs/OPERATIONS.md, "ops status", says what to do.`;
  return `Status at ${report.at} (count, [threshold], oldest)\n${lines.join('\n')}\n${verdict}\n`;
}

export async function status(ctx: Ctx): Promise<number> {
  const config = ctx.config();
  return withDb(config, async (db) => {
    let client: Client | undefined;
    let noClient: string | undefined;
    try {
      client = await temporalClient(config);
    } catch (err) {
      noClient = (err as Error).message;
    }
    try {
      const report = await readStatus(db, client, noClient);
      ctx.io.stdout.write(ctx.flags.json ? `${JSON.stringify(report)}\n` : formatStatus(report));
      // A line past its threshold is a finding (1); a line that could not be checked, alone, is not (69).
      if (report.checks.some((c) => c.past)) return EXIT.failed;
      return report.checks.some((c) => c.unknown !== undefined) ? EXIT.unavailable : EXIT.ok;
    } finally {
      await client?.connection.close();
    }
  });
}

export function formatRedrive(report: RedriveReport): string {
  const would = report.dryRun ? 'would be ' : '';
  const lines = [
    `redrive-${report.kind}${report.kind === 'mail' ? '' : ` (${report.mode})`}${report.dryRun ? ' [dry run: nothing started]' : ''}: ${report.examined} examined, ${report.started} ${would}started${report.kind === 'reservations' ? `, ${report.signalled} ${would}signalled` : ''}, ${Object.values(report.skipped).reduce((a, b) => a + b, 0)} skipped, ${report.failed} failed`,
  ];
  for (const [reason, n] of Object.entries(report.skipped)) lines.push(`  skipped ${n}: ${reason}`);
  for (const failure of report.failures) lines.push(`  failed ${failure.id}: ${failure.error}`);
  if (report.failed > report.failures.length) lines.push(`  … and ${report.failed - report.failures.length} more failures`);
  if (report.stoppedEarly) lines.push(`  stopped early: ${report.stoppedEarly}`);
  return `${lines.join('\n')}\n`;
}

export async function redriveCommand(kind: RedriveKind, ctx: Ctx): Promise<number> {
  const config = ctx.config();
  const log = opsLogger(config, ctx.io);
  return withDb(config, async (db) => {
    const client = await temporalClient(config);
    try {
      const deps = {
        client,
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        tuning: tuningFor(config),
        waitMs: config.BOOKING_WAIT_MS,
        log,
        dryRun: ctx.flags.dryRun,
        ...(ctx.flags.id === undefined ? {} : { id: ctx.flags.id }),
        ...(ctx.flags.olderThanMs === undefined ? {} : { olderThanMs: ctx.flags.olderThanMs }),
      };
      // Each mode's work in its own mode (mail, which belongs to accounts, once).
      const reports: RedriveReport[] = [];
      for (const mode of kind === 'mail' ? (['live'] as const) : MODES) {
        reports.push(await redrive(kind, db.of(mode).fork(), { ...deps, mode }, createProgress(`redrive-${kind} (${mode})`, ctx.io.stderr)));
      }
      ctx.io.stdout.write(ctx.flags.json ? `${JSON.stringify(kind === 'mail' ? reports[0] : reports)}\n` : reports.map(formatRedrive).join(''));
      return reports.some((report) => report.failed > 0) ? EXIT.failed : EXIT.ok;
    } finally {
      await client.connection.close();
    }
  });
}

export async function setDomainCommand(ctx: Ctx, domain: string | null | undefined): Promise<number> {
  const config = ctx.config();
  return withDb(config, async (db) => {
    const result = await setDomain(db.fork(), ctx.args[0]!, domain ?? null, { dryRun: ctx.flags.dryRun });
    const words = result.dryRun
      ? `dry run, nothing changed: ${result.email} would be known by ${result.domain ?? 'its e-mail address alone'} (now ${result.previous ?? 'no domain'})\n`
      : result.domain
        ? `${result.email} is now also known by ${result.domain}\n`
        : `${result.email} has no domain now\n`;
    ctx.io.stdout.write(ctx.flags.json ? `${JSON.stringify(result)}\n` : words);
    return EXIT.ok;
  });
}

export function formatReseal(report: ResealReport): string {
  const from = Object.entries(report.byKey).map(([key, n]) => `${n} under ${key === 'none' ? 'no key id (sealed before the ring)' : `key ${key}`}`);
  const lines = [
    `reseal${report.dryRun ? ' [dry run: nothing written]' : ''}: sealing key ${report.sealingKeyId}; ${report.resealed} ${report.dryRun ? 'would be ' : ''}re-sealed${from.length ? ` (${from.join(', ')})` : ''}, ${report.unopenable} no key opens`,
  ];
  if (report.unopenable > 0)
    lines.push(
      `  not opened by any key of WEBHOOK_SECRET_KEY (left as they are): ${report.unopenableIds.join(', ')}${report.unopenable > report.unopenableIds.length ? ', …' : ''}`,
    );
  if (!report.dryRun && report.unopenable === 0)
    lines.push('  every secret is under the sealing key: keys other than the first may now leave WEBHOOK_SECRET_KEY.');
  return `${lines.join('\n')}\n`;
}

export async function resealCommand(ctx: Ctx): Promise<number> {
  const config = ctx.config();
  const box = config.WEBHOOK_SECRET_KEY ? createSecretBox(config.WEBHOOK_SECRET_KEY) : undefined;
  if (!box) throw new OpsError('WEBHOOK_SECRET_KEY is not set: there is no key to seal with');
  return withDb(config, async (db) => {
    const report = await resealSecrets(db.pool, box, { dryRun: ctx.flags.dryRun, progress: createProgress('reseal', ctx.io.stderr) });
    ctx.io.stdout.write(ctx.flags.json ? `${JSON.stringify(report)}\n` : formatReseal(report));
    return report.unopenable > 0 ? EXIT.failed : EXIT.ok;
  });
}
