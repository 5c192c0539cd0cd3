import { spawn, type ChildProcess } from 'node:child_process';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { testBundleFile, testStack } from './stack.ts';
import { eventually } from './supplierBehaviour.ts';

/**
 * What a production role refuses to start without (src/main/productionSettings.ts), for tests that
 * start one; the key is the harness's (TEST_WEBHOOK_SECRETS), so a role process opens the secrets
 * an in-process API sealed.
 */
export const PRODUCTION_SETTINGS = {
  PUBLIC_URL: 'https://marketplace.test',
  WEBHOOK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
} as const;

export type RoleProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null>; stop(signal?: NodeJS.Signals): Promise<number | null> };

/**
 * A production role as a real process (`node src/main/<role>.ts`, as `npm run <role>` runs it)
 * with exactly `env` (and PATH); its output kept for a failing test's message.
 */
export function startRole(role: 'api' | 'worker' | 'migrate' | 'ops', env: Record<string, string>, args: string[] = []): RoleProcess {
  const child = spawn(process.execPath, [`src/main/${role}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out = (out + d).slice(-200_000)));
  child.stderr!.on('data', (d: Buffer) => (out = (out + d).slice(-200_000)));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    output: () => out,
    exited,
    /** `signal`, then SIGKILL if it has not exited within 30 s. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * A worker role on the test stack's PostgreSQL and Temporal, polling `taskQueue`, trusting the
 * fake suppliers' CA (written to `caFile`) the standard way, with no metrics listeners (their
 * ports may be taken on this host); resolved once it says it runs. For tests that kill it.
 */
export async function startStackWorker(taskQueue: string, caFile: string, more: Record<string, string> = {}): Promise<RoleProcess> {
  const role = startRole('worker', {
    ...PRODUCTION_SETTINGS,
    DATABASE_URL: testStack().databaseUrl,
    TEMPORAL_ADDRESS: testStack().temporal.address,
    METRICS_PORT: '0',
    TEMPORAL_METRICS_PORT: '0',
    TEMPORAL_TASK_QUEUE: taskQueue,
    WORKFLOW_BUNDLE_PATH: await testBundleFile(),
    CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
    SUPPLIER_TIMEOUT_MS: '2000',
    NODE_EXTRA_CA_CERTS: caFile,
    LOG_LEVEL: 'info',
    ...more,
  });
  await eventually(() => assert.ok(role.output().includes('worker running'), `the worker not running:\n${role.output()}`), 30_000, 'worker start');
  return role;
}
