import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { RunningPostgres } from './embeddedPostgres.ts';

const SUPERVISOR = fileURLToPath(new URL('./postgresSupervisor.ts', import.meta.url));

/**
 * `npm start`'s embedded PostgreSQL, in a process group apart from ours (postgresSupervisor.ts
 * says why): started, and stopped last by `stop()`. Its output is its own business: only a
 * failure to start is reported, as the error.
 */
export async function startSupervisedPostgres(options: { dataDir: string; port: number; database: string }): Promise<RunningPostgres> {
  const child = spawn(process.execPath, [SUPERVISOR, JSON.stringify(options)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Whatever ends this process, Postgres must not outlive it: the channel's end tells the supervisor.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const [answer] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => [{ error: `the PostgreSQL supervisor exited with code ${String(code)}` }]),
  ])) as [{ url?: string; error?: string }];
  if (!answer.url) throw new Error(`embedded PostgreSQL did not start: ${answer.error ?? 'no answer'}`);
  return {
    url: answer.url,
    port: options.port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}
