import { createServer } from 'node:net';

/** Whether `port` (0: any) can be listened on at 127.0.0.1 now; the port it got, or undefined. */
function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

export async function freePort(): Promise<number> {
  const port = await tryListen(0);
  if (port === undefined) throw new Error('no free port');
  return port;
}

/**
 * A free port below the kernel's ephemeral range (32768 and up), for a server that stores its port
 * in a signed 16-bit column: Temporal's cluster membership table does.
 */
export async function freeLowPort(): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const port = await tryListen(20_000 + Math.floor(Math.random() * 12_000));
    if (port !== undefined) return port;
  }
  throw new Error('no free port below 32000');
}
