import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cleanups } from './cleanups.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A checkout of `ref` beside this one (a detached git worktree in a temp dir), ready to run: its
 * dependencies are this checkout's when its lockfile is the same (a link), else installed with
 * `npm ci`. For benchmarks that compare a change with the code before it in one run, on one stack.
 * Removed again when the benchmark ends.
 */
export async function checkoutBaseline(ref: string, cleanups: Cleanups): Promise<{ dir: string; commit: string }> {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(await mkdtemp(join(tmpdir(), 'marketplace-baseline-')), commit);
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  cleanups.push({
    what: `baseline checkout ${commit}`,
    run: async () => {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
      await rm(dirname(dir), { recursive: true, force: true });
    },
  });
  const sameLock = readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (sameLock && existsSync(join(root, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts=false'], { cwd: dir, stdio: 'ignore' });
  return { dir, commit };
}

/** The commit before issue 35's engine changes (tag `pre-issue-35`): what booking and expiry compare with by default. */
export const PRE_ISSUE_35 = '5e27902';

/**
 * BENCH_BASELINE for the benches that run a baseline beside this checkout: unset, `fallback`;
 * empty or `none`, no baseline (the bench runs this checkout alone).
 */
export function baselineRefFromEnv(fallback: string, env = process.env): string | undefined {
  const raw = env.BENCH_BASELINE;
  if (raw === undefined) return fallback;
  if (raw.trim() === '' || raw.trim() === 'none') return undefined;
  return raw.trim();
}

/**
 * BENCH_BASELINE_WORKER_ENV: `own` (default), the baseline's worker runs with its own defaults,
 * the WORKER_* variables given to the bench reaching this checkout's worker only; `same`, both get them.
 */
export function baselineWorkerSettingsFromEnv(env = process.env): 'same' | 'own' {
  const raw = env.BENCH_BASELINE_WORKER_ENV ?? 'own';
  if (raw !== 'same' && raw !== 'own') throw new Error(`BENCH_BASELINE_WORKER_ENV must be own or same, not ${JSON.stringify(raw)}`);
  return raw;
}
