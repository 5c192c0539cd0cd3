import { connectClient } from '../temporal/connect.ts';
import { describeConnection, loadTemporalConnection } from '../temporal/connectionConfig.ts';
import { z } from 'zod';
import { RETENTION_DAYS, setUpTemporal } from '../temporal/setup.ts';
import { inspectNamespace } from '../temporal/health.ts';
import type { Client } from '@temporalio/client';
import { EXIT, type Io } from './io.ts';

/** TEMPORAL_RETENTION_DAYS: how long the namespace keeps closed workflows (RETENTION_DAYS unless set). */
const RetentionDays = z.coerce.number().int().min(1).max(3650).default(RETENTION_DAYS);

/**
 * `npm run ops -- temporal-setup` (also `npm run temporal:setup`): what the service needs on
 * Temporal, one line per item, and exit 0 only when all of it is in place. Reads nothing but the
 * Temporal connection (no DATABASE_URL), so it runs from anywhere that reaches Temporal.
 */
export async function temporalSetup(io: Io, options: { json?: boolean; dryRun?: boolean } = {}): Promise<number> {
  const { connection, issues } = loadTemporalConnection(io.env);
  const retention = RetentionDays.safeParse(io.env.TEMPORAL_RETENTION_DAYS || undefined);
  if (!retention.success) issues.push({ variable: 'TEMPORAL_RETENTION_DAYS', message: 'a whole number of days from 1 to 3650' });
  if (!connection || !retention.success) {
    io.stderr.write(`Invalid configuration: ${issues.map((i) => `${i.variable}: ${i.message}`).join('; ')}\n`);
    return EXIT.config;
  }
  // With --json, one object at the end instead of the lines.
  const out = (line: string) => (options.json ? undefined : io.stdout.write(`${line}\n`));
  const where = describeConnection(connection);
  out(
    `Temporal at ${where.address}, namespace ${where.namespace}${where.tls ? ` (TLS${where.clientCertificate ? ', client certificate' : ''}${where.apiKey ? ', API key' : ''})` : ''}`,
  );
  // A server still starting (compose starts this beside it) is waited for, a minute and a half at most.
  let client: Awaited<ReturnType<typeof connectClient>> | undefined;
  for (const deadline = Date.now() + 90_000; !client; ) {
    try {
      client = await connectClient(connection, { connectTimeoutMs: 5_000 });
    } catch (err) {
      if (Date.now() > deadline) {
        io.stderr.write(`cannot connect: ${(err as Error).message}\n`);
        if (options.json) io.stdout.write(`${JSON.stringify({ ...where, ok: false, steps: [] })}\n`);
        return EXIT.unavailable;
      }
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
  try {
    if (options.dryRun) return await missingOnly(io, client, connection.namespace, where, options.json === true);
    const report = await setUpTemporal(client, connection.namespace, { retentionDays: retention.data });
    for (const step of report.steps) out(`  ${step.what}: ${step.outcome}${step.detail ? ` (${step.detail})` : ''}`);
    out(report.ok ? 'Temporal is set up for this service.' : 'Temporal is NOT fully set up: see the lines marked failed.');
    if (options.json) io.stdout.write(`${JSON.stringify({ ...where, ...report })}\n`);
    return report.ok ? EXIT.ok : EXIT.failed;
  } finally {
    await client.connection.close();
  }
}

/** --dry-run: what is missing, registering nothing; exit 1 when anything is. */
async function missingOnly(io: Io, client: Client, namespace: string, where: object, json: boolean): Promise<number> {
  const found = await client.connection.withDeadline(Date.now() + 15_000, () => inspectNamespace(client, namespace));
  const missing = [...(found.namespace ? [] : [`namespace ${namespace}`]), ...found.missing.map((name) => `search attribute ${name}`)];
  if (json) io.stdout.write(`${JSON.stringify({ ...where, dryRun: true, ok: missing.length === 0, missing, verifiable: found.verifiable })}\n`);
  else
    io.stdout.write(
      missing.length === 0
        ? `dry run: nothing missing${found.verifiable ? '' : ' (the search attributes cannot be read with these credentials)'}\n`
        : `dry run, nothing registered; missing: ${missing.join(', ')}\n`,
    );
  return missing.length === 0 ? EXIT.ok : EXIT.failed;
}
