/**
 * The settings `npm run ops` needs to reach what `npm start` runs: `npm start` writes them to
 * `<data>/dev.env` (DEV_DATA_DIR, else `.data`), and `npm run ops` reads them from there when the
 * environment names no database and no Temporal of its own (issue 41: ops against the dev stack
 * meant finding the DATABASE_URL in the source). The file is plain `NAME='value'` lines, which a
 * shell can also source (`set -a; . .data/dev.env; set +a`) for psql or the temporal CLI.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/** What `npm start` writes: where its database and Temporal are, and the namespace and task queue it uses. */
export const OPS_SETTINGS = ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'TEMPORAL_NAMESPACE', 'TEMPORAL_TASK_QUEUE'] as const;

/**
 * Set in the environment, any of these means the operator points ops somewhere themselves: the
 * file is then not read at all, so that a production DATABASE_URL never meets the dev stack's
 * Temporal, or the other way round.
 */
const OWN_TARGET = ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'TEMPORAL_PROFILE', 'TEMPORAL_CONFIG_FILE', 'TEMPORAL_API_KEY'] as const;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The file `npm start` writes in `dataDir`, or the default data folder's. */
export function opsSettingsFile(env: NodeJS.ProcessEnv): string {
  return join(env.DEV_DATA_DIR || join(root, '.data'), 'dev.env');
}

/** Written by `npm start` once its settings are known: readable by this user only (the URL carries the dev database's password). */
export function writeOpsSettings(file: string, settings: Partial<Record<(typeof OPS_SETTINGS)[number], string>>): void {
  // Single-quoted, as both a shell and Node's parseEnv read them; a value no single quotes can hold is left out.
  const lines = OPS_SETTINGS.flatMap((name) => {
    const value = settings[name];
    return value === undefined || /['\n]/.test(value) ? [] : [`${name}='${value}'`];
  });
  const header = '# Written by `npm start`: what `npm run ops` uses when the environment names no DATABASE_URL or TEMPORAL_ADDRESS (docs/OPERATIONS.md).';
  writeFileSync(file, `${[header, ...lines].join('\n')}\n`, { mode: 0o600 });
}

/**
 * The environment ops runs with: `env` itself when it names a target of its own (OWN_TARGET) or no
 * file is there; else `env` with what the file holds filling what `env` lacks (a variable set in
 * the environment always wins). `from` says which file was used.
 */
export function withOpsSettings(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; from?: string } {
  if (OWN_TARGET.some((name) => env[name])) return { env };
  const file = opsSettingsFile(env);
  if (!existsSync(file)) return { env };
  const saved = parseEnv(readFileSync(file, 'utf8'));
  const filled: NodeJS.ProcessEnv = { ...env };
  for (const name of OPS_SETTINGS) if (!filled[name] && saved[name]) filled[name] = saved[name];
  return { env: filled, from: file };
}
