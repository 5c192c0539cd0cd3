import { intFromEnv } from '../measure.ts';

export type FanoutOptions = {
  agents: number;
  sizes: number[];
  repeats: number;
  warmupAgents: number;
  /** undefined: the deployed API role and the product's window. */
  windowMs: number | undefined;
  receiverPorts: number;
  setupConcurrency: number;
  drainSeconds: number;
  supplierTimeoutMs: number;
  /** The roles' LOG_LEVEL (the stack's is error); warn shows why a delivery attempt failed. */
  logLevel: string | undefined;
};

export function fanoutOptionsFromEnv(env = process.env): FanoutOptions {
  const agents = intFromEnv('BENCH_AGENTS', 1000, 1);
  const rawSizes = env.BENCH_FANOUT_SIZES;
  const sizes =
    rawSizes === undefined || rawSizes === ''
      ? [...new Set([Math.min(100, agents), agents])]
      : [
          ...new Set(
            rawSizes.split(',').map((s) => {
              const n = Number(s.trim().replace(/_/g, ''));
              if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_FANOUT_SIZES must be a comma list of integers >= 1, got ${JSON.stringify(rawSizes)}`);
              return n;
            }),
          ),
        ];
  sizes.sort((a, b) => a - b);
  const rawWindow = env.BENCH_NOTICE_WINDOW_MS;
  return {
    // Enough agents for the largest round.
    agents: Math.max(agents, ...sizes),
    sizes,
    repeats: intFromEnv('BENCH_REPEATS', 3, 1),
    warmupAgents: intFromEnv('BENCH_WARMUP_AGENTS', 10, 0),
    windowMs: rawWindow === 'default' ? undefined : intFromEnv('BENCH_NOTICE_WINDOW_MS', 1000, 0),
    receiverPorts: intFromEnv('BENCH_RECEIVER_PORTS', 1, 1),
    setupConcurrency: intFromEnv('BENCH_SETUP_CONCURRENCY', 8, 1),
    drainSeconds: intFromEnv('BENCH_DRAIN_SECONDS', 300, 1),
    supplierTimeoutMs: intFromEnv('SUPPLIER_TIMEOUT_MS', 10_000, 100),
    logLevel: env.BENCH_LOG_LEVEL || undefined,
  };
}
