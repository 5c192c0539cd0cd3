/**
 * The embedded PostgreSQL of `npm start`, run by a process of its own in a process group of its
 * own (src/dev/supervisedPostgres.ts starts it). A terminal's Ctrl-C goes to its foreground
 * process group only, so Postgres no longer hears it beside `npm start`: it stops when `npm start`
 * tells it to, after the API and the worker have let go of their connections, and a shutdown
 * logs no connection "terminated by administrator command". Told to stop by the message `stop`,
 * and stops as well when its parent goes away (the IPC channel closes).
 */
import { startEmbeddedPostgres, type RunningPostgres } from './embeddedPostgres.ts';

type Options = { dataDir: string; port: number; database: string };

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
let running: RunningPostgres | undefined;
let stopping: Promise<void> | undefined;

function stop(): Promise<void> {
  stopping ??= (running?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
  return stopping;
}

process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());

try {
  running = await startEmbeddedPostgres({ ...options, persistent: true });
  process.send?.({ url: running.url });
} catch (err) {
  process.send?.({ error: (err as Error).message });
  process.exit(1);
}
