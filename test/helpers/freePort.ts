import { createServer } from 'node:net';

/** Whether `port` can be listened on at 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// Below the kernel's ephemeral range (32768 and up): a port the kernel hands to some outgoing
// connection in the meantime cannot collide with one picked here, and Temporal, which stores its
// membership ports in a signed 16-bit column, accepts them. Shards of one `npm test` (TEST_SHARD of
// TEST_SHARDS) pick from ranges of their own, so two suites running side by side never race for one.
const LOW = 10_000;
const HIGH = 32_000;

function range(): [number, number] {
  const shards = Number(process.env.TEST_SHARDS ?? 2);
  const shard = Number(process.env.TEST_SHARD ?? 0);
  if (!shard || shard > shards) return [LOW, HIGH];
  const size = Math.floor((HIGH - LOW) / shards);
  return [LOW + (shard - 1) * size, LOW + shard * size];
}

/** Ports handed out by this process: two picks in a row (a cluster's eleven) never get the same one. */
const given = new Set<number>();

/** A port free now on 127.0.0.1, for a server a test or bench starts. */
export async function freePort(): Promise<number> {
  const [low, high] = range();
  for (let i = 0; i < 500; i++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (given.has(port)) continue;
    given.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${low}-${high}`);
}
