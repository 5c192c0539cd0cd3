import { tuningFor } from '../app.ts';
import { redriveBookings } from '../bookings/redrive.ts';
import { initORM } from '../db/orm.ts';
import { redriveMail } from '../mail/outbox.ts';
import { OpsError, setDomain } from '../ops/domains.ts';
import { connectClient } from '../temporal/connect.ts';
import { loadConfigOrExit, roleLogger } from './runtime.ts';
import { temporalSettings } from './services.ts';

const USAGE = `Usage: npm run ops -- <command>
  set-domain <account email or domain> <domain>   register an account's domain
  clear-domain <account email or domain>          remove it
  redrive-mail                                    start delivery of e-mails still unsent
  redrive-bookings                                start workflows of booking changes left without one`;

const [command, ...args] = process.argv.slice(2);
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
    const client = await connectClient(temporalSettings(config));
    const count = await redriveMail(db.fork(), { client, taskQueue: config.TEMPORAL_TASK_QUEUE, logger }, 0);
    await client.connection.close();
    console.log(JSON.stringify({ redriven: count }));
  } else if (command === 'redrive-bookings' && args.length === 0) {
    const client = await connectClient(temporalSettings(config));
    const count = await redriveBookings(
      db.fork(),
      {
        client,
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        tuning: tuningFor(config),
        waitMs: config.BOOKING_WAIT_MS,
        log: logger,
      },
      0,
    );
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
