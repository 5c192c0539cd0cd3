/**
 * The worker's tuning as a checkout's own configuration reads it from the environment its worker
 * was started with: every WORKER_* setting loadConfig (src/config.ts) returns, and its
 * WORKER_DEFAULTS if it has any (src/temporal/workerTuning.ts; src/config.ts in checkouts before issue 47). Read in a child process in the checkout's folder, so a baseline
 * checkout answers with its own code and defaults, whatever this checkout has changed since.
 */
import { execFileSync } from 'node:child_process';

const SCRIPT = `
const config = await import(new URL('./src/config.ts', 'file://' + process.cwd() + '/').href);
const tuning = await import(new URL('./src/temporal/workerTuning.ts', 'file://' + process.cwd() + '/').href).catch(() => ({}));
const loaded = config.loadConfig(process.env);
const settings = Object.fromEntries(Object.keys(loaded).filter((k) => k.startsWith('WORKER_')).map((k) => [k, loaded[k] ?? 'unset']));
process.stdout.write(JSON.stringify({ settings, defaults: tuning.WORKER_DEFAULTS ?? config.WORKER_DEFAULTS ?? null }));
`;

/** `WORKER_MAX_CACHED_WORKFLOWS=1000 WORKER_WORKFLOW_TASK_SLOTS=100 …; set for this run: WORKER_…` (or why it could not be read). */
export function describeWorkerTuning(dir: string, env: NodeJS.ProcessEnv): string {
  const given = Object.keys(env)
    .filter((k) => k.startsWith('WORKER_'))
    .sort();
  let read: string;
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const { settings, defaults } = JSON.parse(out) as { settings: Record<string, unknown>; defaults: unknown };
    read =
      Object.entries(settings)
        .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(' ') + (defaults ? ` (WORKER_DEFAULTS ${JSON.stringify(defaults)})` : '');
  } catch (err) {
    read = `(could not read its configuration: ${
      String((err as { stderr?: string }).stderr ?? err)
        .trim()
        .split('\n')
        .slice(-1)[0]
    })`;
  }
  return `${read}; ${given.length > 0 ? `set for this run: ${given.map((k) => `${k}=${env[k]}`).join(' ')}` : 'none set for this run (its defaults)'}`;
}
