import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Client, Connection } from '@temporalio/client';
import { devServerArgs } from '../../src/temporal/devServer.ts';
import { freePort } from './freePort.ts';
import { temporalCliPath } from './temporalServer.ts';

export type PausableTemporal = {
  address: string;
  /** A client of its own on the `default` namespace. */
  client: Client;
  /** SIGSTOP: the process keeps its sockets open and answers nothing, as a hung server does. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  stop(): Promise<void>;
};

/**
 * A Temporal dev server of its own, as a child process whose pid this test holds, so that it can
 * be paused (SIGSTOP) without touching the suite's shared server, which other tests in the same
 * mocha process use. A paused server still accepts TCP connections (the kernel does) but answers
 * no call: the case a deadline, not a refused connection, must end.
 */
export async function startPausableTemporal(): Promise<PausableTemporal> {
  const [port, httpPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const child: ChildProcess = spawn(temporalCliPath(), devServerArgs({ port, httpPort, metricsPort }), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d).slice(-10_000)));
  const exited = once(child, 'exit');
  const address = `127.0.0.1:${port}`;
  let connection: Connection | undefined;
  for (let i = 0; i < 300 && !connection && child.exitCode === null; i++) {
    connection = await Connection.connect({ address, connectTimeout: 1_000 }).catch(() => undefined);
    if (!connection) await new Promise((r) => setTimeout(r, 100));
  }
  if (!connection) {
    child.kill('SIGKILL');
    throw new Error(`the Temporal dev server did not start: ${stderr}`);
  }
  const client = new Client({ connection, namespace: 'default' });
  return {
    address,
    client,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      // A paused process takes no SIGTERM until resumed.
      child.kill('SIGCONT');
      await connection.close().catch(() => {});
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
