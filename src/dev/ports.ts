/**
 * `npm start`'s ports, checked before anything starts: a port another process holds stops it with
 * one line naming the port, what probably holds it and the variable that moves it. Before this, a
 * Temporal dev server that could not bind its port exited while `npm start` went on against the
 * other instance's server (issue 41), and a taken PostgreSQL port ended in a TypeError.
 */
import { createServer } from 'node:net';
import { portHolder } from './portHolder.ts';

export type DevPort = {
  port: number;
  /** The address the service binds; undefined: every interface, as the API does. */
  host?: string | undefined;
  /** What listens there, for the message: `Temporal`, `the Temporal UI`, `PostgreSQL`. */
  what: string;
  /** The setting that moves it. */
  variable: string;
  /** Who probably holds it when it is taken. */
  usually: string;
};

/** Whether `port` can be listened on at `host` now (EADDRINUSE: no; other errors are not ours to judge here). */
export function isTaken(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    server.listen({ port, ...(host ? { host } : {}), exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** A port free now on loopback, picked by the kernel, for a dev-server port nobody set. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The one line for a taken port, naming the process that holds it when Linux lets us see it. */
export async function takenPortMessage(taken: DevPort): Promise<string> {
  const holder = await portHolder(taken.port);
  const held = holder ? `held by ${holder.name} (pid ${holder.pid}): probably ${taken.usually}` : `probably by ${taken.usually}`;
  return `npm start: port ${taken.port} (${taken.what}) is already taken, ${held}; set ${taken.variable} to another port, or stop what holds it.`;
}

/** The first port of `ports` another process holds, with its message; undefined when all are free. A port listed twice is a clash of settings. */
export async function firstTakenPort(ports: DevPort[]): Promise<string | undefined> {
  const seen = new Map<number, DevPort>();
  for (const p of ports) {
    const twice = seen.get(p.port);
    if (twice) return `npm start: ${twice.variable} and ${p.variable} both name port ${p.port} (${twice.what}, ${p.what}); set one of them to another port.`;
    seen.set(p.port, p);
  }
  for (const p of ports) if (await isTaken(p.port, p.host)) return takenPortMessage(p);
  return undefined;
}
