/**
 * Benchmark (not a test): how many supplier calls bursts of identical availability requests cost
 * (issue 21 §1). Bursts of 8, 32 and 128 requests sent at once for one product's 7 days, the
 * supplier answering after BENCH_SUPPLIER_DELAY_MS (10): from one agent, and from as many agents
 * as requests, with the supplier's availability declared agent-independent or not. Prints supplier
 * calls per agent request and the agents' p50/p99 latency per case, BENCH_BURSTS (20) bursts each.
 *
 * Stack: bench/stack.ts (the API role as its own process, embedded PostgreSQL, an HTTPS fake
 * supplier). Reproduce: `npm run bench -- coalescing`.
 */
import { AccessGrant, Account } from '../src/db/entities/index.ts';
import { addDays, datesBetween } from '../src/domain/dates.ts';
import { hashSecret, newSecret } from '../src/domain/secrets.ts';
import { createCleanups } from './cleanups.ts';
import { intFromEnv, ms, sleep, stats, table } from './measure.ts';
import { startBenchStack } from './stack.ts';

export const REPRODUCE = 'npm run bench -- coalescing';

type Stack = Awaited<ReturnType<typeof startBenchStack>>;
/** The supplier account's settings the cases change, and the supplier calls counted so far. */
type Knobs = { declare(independent: boolean): Promise<void>; setTtl(ttl: number): Promise<void>; calls(): number };

/** `stock.vacancies` is what the supplier has now; the staleness phase changes it, then pushes. */
function serveAvailability(stack: Stack, delayMs: number, stock: { vacancies: number }): void {
  stack.supplier.on('GET', '/availability', async (req) => {
    const vacancies = stock.vacancies;
    if (delayMs) await sleep(delayMs);
    return {
      body: Object.fromEntries(
        datesBetween(req.query.from!, req.query.to!).map((d) => [
          d,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies, tickets: { adult: 'Adults' } }, pickups: [] },
        ]),
      ),
    };
  });
}

/** `count` agents, each with a grant, straight into the database; their Basic credentials. */
async function createAgents(stack: Stack, count: number): Promise<string[]> {
  const em = stack.db.fork();
  const supplierAccount = await em.findOneOrFail(Account, { email: stack.accounts.supplierEmail });
  const agents: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = newSecret();
    const email = `coalesce-${i}@bench.example.com`;
    const agent = em.create(Account, {
      name: `Agent ${i}`,
      email,
      callbackUrl: 'https://callbacks.example.com',
      notificationUrl: 'https://notifications.example.com',
      verified: true,
      tokenHash: hashSecret(token),
    });
    em.create(AccessGrant, { supplier: supplierAccount, agent });
    agents.push(`Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`);
  }
  await em.flush();
  return agents;
}

function knobsOf(stack: Stack): Knobs {
  const patch = async (json: object) => {
    const res = await stack.api.call('PATCH', '/v1/account', { auth: stack.accounts.supplierAuth, json });
    if (res.status !== 200) throw new Error(`PATCH /v1/account answered ${res.status}`);
  };
  return {
    declare: (independent) => patch({ availability_agent_independent: independent }),
    setTtl: (ttl) => patch({ availability_ttl_seconds: ttl }),
    calls: () => {
      stack.drainFakes();
      return stack.requestCounts.supplier.get('/availability') ?? 0;
    },
  };
}

/** Bursts of `sizes` identical requests at once, from one agent and from one agent each, declared agent-independent or not. */
async function measureBursts(stack: Stack, knobs: Knobs, agents: string[], path: string, sizes: number[], bursts: number): Promise<void> {
  const rows: string[][] = [];
  for (const [from, independent] of [
    ['one agent', false],
    ['one agent each', false],
    ['one agent each', true],
  ] as const) {
    await knobs.declare(independent);
    for (const size of sizes) {
      const before = knobs.calls();
      const latencies: number[] = [];
      let failures = 0;
      for (let b = 0; b < bursts; b++) {
        const answers = await Promise.all(Array.from({ length: size }, (_, i) => stack.api.call('GET', path, { auth: agents[from === 'one agent' ? 0 : i]! })));
        for (const a of answers) {
          if (a.status === 200) latencies.push(a.ms);
          else failures++;
        }
      }
      const supplierCalls = knobs.calls() - before;
      const s = stats(latencies);
      rows.push([
        String(size),
        from,
        independent ? 'yes' : 'no',
        String(size * bursts),
        String(supplierCalls),
        (supplierCalls / (size * bursts)).toFixed(3),
        ms(s.p50),
        ms(s.p99),
        String(failures),
      ]);
    }
  }
  await knobs.declare(false);
  console.log(
    `\n${table(['burst', 'requests from', 'declared agent-independent', 'agent requests', 'supplier calls', 'calls per request', 'p50 ms', 'p99 ms', 'non-200'], rows)}`,
  );
  console.log('Without coalescing every agent request is one supplier call (1.000 per request).');
}

/**
 * Polling: 32 agents each asking for the product's 7 days once a second, on the second (as
 * pollers on a timer do), for BENCH_POLL_SECONDS: supplier calls per agent request with
 * coalescing alone (declared agent-independent, TTL 0) and with the cache (TTL 30 s).
 */
async function measurePolling(stack: Stack, knobs: Knobs, pollers: string[], path: string): Promise<void> {
  const pollSeconds = intFromEnv('BENCH_POLL_SECONDS', 60, 1);
  const pollRows: string[][] = [];
  for (const [label, independent, ttl] of [
    ['per agent (nothing declared), TTL 0', false, 0],
    ['coalescing alone (agent-independent), TTL 0', true, 0],
    ['cache and coalescing (agent-independent), TTL 30 s', true, 30],
  ] as const) {
    await knobs.declare(independent);
    await knobs.setTtl(ttl);
    const before = knobs.calls();
    let requests = 0;
    let failures = 0;
    const latencies: number[] = [];
    for (let second = 0; second < pollSeconds; second++) {
      await sleep(1000 - (Date.now() % 1000));
      const answers = await Promise.all(pollers.map((auth) => stack.api.call('GET', path, { auth })));
      requests += answers.length;
      for (const a of answers) {
        if (a.status === 200) latencies.push(a.ms);
        else failures++;
      }
    }
    const supplierCalls = knobs.calls() - before;
    const s = stats(latencies);
    pollRows.push([label, String(requests), String(supplierCalls), (supplierCalls / requests).toFixed(4), ms(s.p50), ms(s.p99), String(failures)]);
  }
  await knobs.setTtl(0);
  await knobs.declare(false);
  console.log(`\n32 agents polling 7 days once a second for ${pollSeconds} s (targets: ≤ 0.2 calls per request with coalescing alone, ≤ 0.01 with the cache)`);
  console.log(table(['case', 'agent requests', 'supplier calls', 'calls per request', 'p50 ms', 'p99 ms', 'non-200'], pollRows));
}

export async function runCoalescingBench(): Promise<void> {
  const cleanups = createCleanups();
  const delayMs = intFromEnv('BENCH_SUPPLIER_DELAY_MS', 10, 0);
  const bursts = intFromEnv('BENCH_BURSTS', 20, 1);
  const sizes = [8, 32, 128];
  try {
    console.log(`coalescing benchmark — reproduce with: ${REPRODUCE}; supplier answers after ${delayMs} ms; ${bursts} bursts per case`);
    const stack = await startBenchStack(cleanups, { bookingWaitMs: 5000, supplierTimeoutMs: 10_000 });
    const stock = { vacancies: 10 };
    serveAvailability(stack, delayMs, stock);
    // As many agents as the largest burst.
    const agents = await createAgents(stack, Math.max(...sizes));
    const from = stack.travelDate;
    const path = `/v1/availability?supplier=${encodeURIComponent(stack.accounts.supplierEmail)}&product=BOAT&from=${from}&to=${addDays(from, 6)}`;
    const knobs = knobsOf(stack);
    // Warm-up: the product is read from the supplier once, connections opened.
    for (const auth of agents.slice(0, 8)) await stack.api.call('GET', path, { auth });
    await measureBursts(stack, knobs, agents, path, sizes, bursts);
    const pollers = agents.slice(0, 32);
    await measurePolling(stack, knobs, pollers, path);
    await measureStaleness(stack, stock, pollers, path);
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}

/**
 * Staleness under load (issue 21, target 0): with a TTL of 300 s, 32 agents read the product's 7
 * days in a closed loop while the supplier changes its vacancies and pushes the change
 * (`POST /v1/availability_changes`) every BENCH_PUSH_INTERVAL_MS (200), for BENCH_STALE_SECONDS
 * (20). A read that started after a push answered and shows vacancies from before it is stale.
 */
async function measureStaleness(stack: Stack, stock: { vacancies: number }, agents: string[], path: string) {
  const seconds = intFromEnv('BENCH_STALE_SECONDS', 20, 1);
  const intervalMs = intFromEnv('BENCH_PUSH_INTERVAL_MS', 200, 10);
  const setTtl = (ttl: number) => stack.api.call('PATCH', '/v1/account', { auth: stack.accounts.supplierAuth, json: { availability_ttl_seconds: ttl } });
  await setTtl(300);
  const from = stack.travelDate;
  /** The vacancies every read that starts now must show at least. */
  let floor = stock.vacancies;
  let reads = 0;
  let staleReads = 0;
  let hits = 0;
  let failures = 0;
  const pushLatencies: number[] = [];
  const ends = Date.now() + seconds * 1000;
  const readers = agents.map(async (auth) => {
    while (Date.now() < ends) {
      const atLeast = floor;
      const answer = await stack.api.call('GET', path, { auth });
      if (answer.status !== 200) {
        failures++;
        continue;
      }
      reads++;
      if (String(answer.headers?.['cache-status'] ?? '').includes('; hit')) hits++;
      const days = Object.values(answer.body as Record<string, { vacancies: number }>);
      if (days.some((day) => day.vacancies < atLeast)) staleReads++;
    }
  });
  let pushes = 0;
  while (Date.now() < ends) {
    await sleep(intervalMs);
    stock.vacancies++;
    const pushed = await stack.api.call('POST', '/v1/availability_changes', {
      auth: stack.accounts.supplierAuth,
      json: { product: 'BOAT', from, to: addDays(from, 6) },
    });
    if (pushed.status !== 200) throw new Error(`POST /v1/availability_changes answered ${pushed.status}`);
    pushLatencies.push(pushed.ms);
    pushes++;
    // From here on, every read must show the new figure.
    floor = stock.vacancies;
  }
  await Promise.all(readers);
  await setTtl(0);
  const p = stats(pushLatencies);
  console.log(
    `\nStaleness under load: 32 agents reading 7 days in a closed loop, TTL 300 s, a change pushed every ${intervalMs} ms for ${seconds} s (target: 0 stale reads)`,
  );
  console.log(
    table(
      ['pushes', 'push p50 ms', 'push p99 ms', 'reads', 'served from cache', 'stale reads', 'non-200'],
      [[String(pushes), ms(p.p50), ms(p.p99), String(reads), String(hits), String(staleReads), String(failures)]],
    ),
  );
}
