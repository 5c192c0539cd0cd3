import net from 'node:net';
import { once } from 'node:events';

export type TcpProxy = {
  /** `127.0.0.1:<port>`: connect here instead of to the target. */
  address: string;
  /** Cuts every connection and refuses new ones, as a server that went away. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
};

/** A TCP forwarder in front of a real server, so a test can take that server away from one client and give it back. */
export async function startTcpProxy(
  target: string,
  /** Per connection, a listener for what the client sends (the bytes are forwarded as they are). */
  options: { inspectClient?: () => (chunk: Buffer) => void } = {},
): Promise<TcpProxy> {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;

  async function listen() {
    if (server) return;
    server = net.createServer((client) => {
      const upstream = net.connect(port, host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      if (options.inspectClient) client.on('data', options.inspectClient());
      client.pipe(upstream).pipe(client);
    });
    server.listen(listenPort, '127.0.0.1');
    await once(server, 'listening');
    listenPort = (server.address() as net.AddressInfo).port;
  }

  async function down() {
    const closing = server;
    server = undefined;
    for (const s of sockets) s.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return {
    address: `127.0.0.1:${listenPort}`,
    down,
    up: listen,
    close: down,
  };
}
