/**
 * `npm start`'s Temporal dev server (`temporal server start-dev`): its gRPC frontend, its HTTP API,
 * its web UI and its own metrics, each on a port `npm start` names and announces. It counts as
 * running only once this process's own server has said so on its output and answers a write:
 * a server that exited (its port taken) is never mistaken for another one that answers on that
 * port, whose task queue a worker of ours would then poll against the wrong database (issue 41).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Connection } from '@temporalio/client';
import type { Logger } from '../logger.ts';
import { devServerArgs } from '../temporal/devServer.ts';

export type DevServerPorts = { port: number; uiPort: number; httpPort: number; metricsPort: number };

/** Which setting moves each of the dev server's ports, by the word its own error uses ("can't set UI port …"). */
export const DEV_SERVER_PORT_VARIABLES = {
  frontend: 'DEV_TEMPORAL_PORT',
  UI: 'DEV_TEMPORAL_UI_PORT',
  'frontend HTTP': 'DEV_TEMPORAL_HTTP_PORT',
  metrics: 'DEV_TEMPORAL_METRICS_PORT',
} as const;

/** The dev server ended before it ran: `port` names the port it could not bind, when that was why. */
export class DevServerExited extends Error {
  readonly code: number | null;
  readonly port: { port: number; variable: string } | undefined;
  constructor(code: number | null, why: string, port?: { port: number; variable: string }) {
    super(`the Temporal dev server exited with code ${code} (${why})`);
    this.code = code;
    this.port = port;
  }
}

/** Its own words when a port is taken: `can't set UI port 8233: listen tcp …: bind: address already in use`. */
export function takenPortIn(line: string): { port: number; variable: string } | undefined {
  const match = /can't set (frontend HTTP|frontend|UI|metrics) port (\d+)/.exec(line);
  if (!match) return undefined;
  return { port: Number(match[2]), variable: DEV_SERVER_PORT_VARIABLES[match[1] as keyof typeof DEV_SERVER_PORT_VARIABLES] };
}

export type RunningDevServer = { address: string; stop(): Promise<void> };

/**
 * Starts the dev server on `ports` with its state in `dbFile` and waits until it runs. Its error
 * output goes to ours while it runs; once `npm start` is stopping, what it says about being
 * stopped (a store operation "context canceled") is not news, and is dropped.
 */
export async function startDevServer(options: { binary: string; ports: DevServerPorts; dbFile: string; logger: Logger }): Promise<RunningDevServer> {
  const { ports } = options;
  const child: ChildProcess = spawn(
    options.binary,
    devServerArgs({ port: ports.port, uiPort: ports.uiPort, httpPort: ports.httpPort, metricsPort: ports.metricsPort, dbFile: options.dbFile }),
    // A process group of its own, as Postgres has: Ctrl-C reaches only us, and the dev server is
    // stopped after the worker has drained from it, not beside it.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let stopping = false;
  // From Ctrl-C on, what it says is about being stopped: the worker's polls it sees cancelled as
  // `npm start` drains ("Persistent store operation failure … context canceled"), then its own stop.
  const onSignal = () => {
    stopping = true;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
  let announced = false;
  let takenPort: { port: number; variable: string } | undefined;
  // Its banner ("Server:  localhost:7233"; older CLIs: "Temporal Server: localhost:7233") comes
  // once its ports are bound: before it, a server answering on the port is another one.
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (/Server:\s+\S+:\d+/.test(line)) announced = true;
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    // A port it could not bind is said by `npm start` in its own one line (the port, its variable).
    const port = takenPortIn(line);
    takenPort ??= port;
    if (!stopping && !port) process.stderr.write(`${line}\n`);
  });
  const stop = async () => {
    stopping = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, onSignal);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  // Whatever ends this process (a crash included), the dev server must not outlive it.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const address = `127.0.0.1:${ports.port}`;
  const exited = () => {
    const port = takenPort;
    return new DevServerExited(child.exitCode, port ? `port ${port.port} is taken` : `is port ${ports.port} or ${ports.uiPort} in use?`, port);
  };
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      // Its error output is read in its own time: a moment for the line that says why.
      if (child.exitCode !== null) {
        await new Promise((r) => setTimeout(r, 100));
        throw exited();
      }
      if (announced) {
        const connection = await Connection.connect({ address, connectTimeout: 1000 }).catch(() => undefined);
        if (connection) {
          try {
            if (await writesWork(connection, options.logger)) return { address, stop };
          } finally {
            await connection.close();
          }
          // Up but unable to write (its SQLite store stuck after a "database is locked" at start):
          // it does not recover on its own, a fresh start on the same file does.
          await stop();
          throw new DevServerExited(child.exitCode, 'could not write to its store');
        }
      }
      if (Date.now() > deadline) throw new Error(`the Temporal dev server did not answer on ${address} within 60 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Starts and terminates a throwaway workflow execution: only a dev server whose store accepts writes can. */
async function writesWork(connection: Connection, logger: Logger): Promise<boolean> {
  const workflowId = `dev-server-probe-${randomUUID()}`;
  try {
    await connection.withDeadline(Date.now() + 20_000, async () => {
      await connection.workflowService.startWorkflowExecution({
        namespace: 'default',
        workflowId,
        requestId: randomUUID(),
        workflowType: { name: 'dev-server-probe' },
        taskQueue: { name: 'dev-server-probe' },
      });
      await connection.workflowService.terminateWorkflowExecution({
        namespace: 'default',
        workflowExecution: { workflowId },
        reason: 'a probe of the dev server, never run',
      });
      // Not left in the Temporal UI's list.
      await connection.workflowService.deleteWorkflowExecution({ namespace: 'default', workflowExecution: { workflowId } });
    });
    return true;
  } catch (err) {
    logger.warn({ err }, 'the Temporal dev server is up but cannot write');
    return false;
  }
}
