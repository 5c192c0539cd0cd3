import { tuningFor } from '../app.ts';
import { MODES } from '../domain/mode.ts';
import { redriveBookings } from '../bookings/redrive.ts';
import { initORM } from '../db/orm.ts';
import { redriveMail } from '../mail/outbox.ts';
import { OpsError, setDomain } from '../ops/domains.ts';
import { connectClient } from '../temporal/connect.ts';
import { describeConnection, loadTemporalConnection } from '../temporal/connectionConfig.ts';
import { setUpTemporal } from '../temporal/setup.ts';
import { loadConfigOrExit, roleLogger } from './runtime.ts';

const USAGE = `Usage: npm run ops -- <command>
  set-domain <account email or domain> <domain>   register an account's domain
  clear-domain <account email or domain>          remove it
  redrive-mail                                    start delivery of e-mails still unsent
  redrive-bookings                                start workflows of booking changes left without one
  temporal-setup                                  register the namespace and search attributes on Temporal
                                                  (idempotent; needs only the TEMPORAL_* settings)`;

const [command, ...args] = process.argv.slice(2);
if (command === 'temporal-setup' && args.length === 0) process.exit(await temporalSetup());
const config = loadConfigOrExit();
const logger = roleLogger(config, 'ops');
const db = await initORM({ databaseUrl: config.DATABASE_URL });
let exitCode = 0;
try {
  if (command === 'set-domain' && args.length === 2) {
    console.log(JSON.stringify(await setDomain(db.fork(), args[0]!, args[1]!)));
  } else if (command === 'clear-domain' && args.length === 1) {
    console.log(JSON.stringify(await setDomain(db.fork(), args[0]!, null)));
  } else if (command === 'redrive-mail' && args.length === 0) {
    const client = await connectClient(config.temporal);
    const count = await redriveMail(db.fork(), { client, taskQueue: config.TEMPORAL_TASK_QUEUE, logger }, 0);
    await client.connection.close();
    console.log(JSON.stringify({ redriven: count }));
  } else if (command === 'redrive-bookings' && args.length === 0) {
    const client = await connectClient(config.temporal);
    let count = 0;
    for (const mode of MODES) {
      count += await redriveBookings(
        db.of(mode).fork(),
        { client, taskQueue: config.TEMPORAL_TASK_QUEUE, tuning: tuningFor(config), waitMs: config.BOOKING_WAIT_MS, log: logger, mode },
        0,
      );
    }
    await client.connection.close();
    console.log(JSON.stringify({ redriven: count }));
  } else {
    console.error(USAGE);
    exitCode = 64; // EX_USAGE
  }
} catch (err) {
  if (!(err instanceof OpsError)) throw err;
  console.error(err.message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);

/**
 * `npm run ops -- temporal-setup` (also `npm run temporal:setup`): what the service needs on
 * Temporal, one line per item, and exit 0 only when all of it is in place. Reads nothing but the
 * Temporal connection (no DATABASE_URL), so it runs from anywhere that reaches Temporal.
 */
async function temporalSetup(): Promise<number> {
  const { connection, issues } = loadTemporalConnection(process.env);
  if (!connection) {
    process.stderr.write(`Invalid configuration: ${issues.map((i) => `${i.variable}: ${i.message}`).join('; ')}\n`);
    return 78; // EX_CONFIG
  }
  const where = describeConnection(connection);
  console.log(
    `Temporal at ${where.address}, namespace ${where.namespace}${where.tls ? ` (TLS${where.clientCertificate ? ', client certificate' : ''}${where.apiKey ? ', API key' : ''})` : ''}`,
  );
  // A server still starting (compose starts this beside it) is waited for, a minute and a half at most.
  let client: Awaited<ReturnType<typeof connectClient>> | undefined;
  for (const deadline = Date.now() + 90_000; !client; ) {
    try {
      client = await connectClient(connection, { connectTimeoutMs: 5_000 });
    } catch (err) {
      if (Date.now() > deadline) {
        console.error(`cannot connect: ${(err as Error).message}`);
        return 1;
      }
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
  try {
    const report = await setUpTemporal(client, connection.namespace);
    for (const step of report.steps) console.log(`  ${step.what}: ${step.outcome}${step.detail ? ` (${step.detail})` : ''}`);
    console.log(report.ok ? 'Temporal is set up for this service.' : 'Temporal is NOT fully set up: see the lines marked failed.');
    return report.ok ? 0 : 1;
  } finally {
    await client.connection.close();
  }
}
