import { Webhook } from 'standardwebhooks';
import { HOUSEKEEPING_SCHEDULE_ID } from '../../src/housekeeping/schedule.ts';
import { ms, pooled, sleep } from '../measure.ts';
import { cpuDelta, cpuSample, type CpuSample } from '../procs.ts';
import type { BenchStack } from '../stack.ts';
import type { FanoutOptions } from './options.ts';
import type { Receiver } from './receiver.ts';

export type Agent = { email: string; webhook: Webhook };

/** Seconds the processes are measured idle after the set-up: a round's CPU is also shown net of that rate. */
export const IDLE_SECONDS = 10;

export function basic(user: string, secret: string) {
  return `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
}

export function expectStatus(what: string, answer: { status: number; body: unknown }, status = 200) {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** One agent as an agent would set itself up: an account, availability notices asked for, a webhook secret. */
async function createAgent(call: BenchStack['api']['call'], receiver: Receiver, i: number): Promise<Agent> {
  const email = `fanout-${i}@bench.example.com`;
  const account = await call('POST', '/v1/account', {
    json: { name: `Fan-out agent ${i}`, email, callback_url: 'https://callbacks.example.com', notification_url: receiver.urlOf(i) },
  });
  expectStatus(`POST /v1/account (${email})`, account);
  const auth = basic(email, (account.body as { token: string }).token);
  const optIn = await call('PATCH', '/v1/account', { auth, json: { availability_notifications: true } });
  expectStatus('PATCH /v1/account', optIn);
  if ((optIn.body as { availability_notifications?: unknown }).availability_notifications !== true) {
    throw new Error(`PATCH /v1/account did not opt in: ${JSON.stringify(optIn.body)}`);
  }
  const secret = await call('POST', '/v1/account/webhook_secret', { auth, json: {} });
  expectStatus('POST /v1/account/webhook_secret', secret);
  return { email, webhook: new Webhook((secret.body as { webhook_secret: string }).webhook_secret) };
}

/** Every agent, through the API, `setupConcurrency` at a time; the time it took is printed. */
export async function createAgents(stack: BenchStack, receiver: Receiver, options: FanoutOptions, agents: Agent[]): Promise<void> {
  const setupStarted = performance.now();
  agents.push(...(await pooled(options.agents, options.setupConcurrency, (i) => createAgent(stack.api.call, receiver, i))));
  const setupMs = performance.now() - setupStarted;
  console.log(
    `Set-up: ${options.agents} agents through the API (POST /v1/account, PATCH /v1/account, POST /v1/account/webhook_secret) in ` +
      `${ms(setupMs / 1000, 1)} s (${ms(setupMs / options.agents, 1)} ms per agent at ${options.setupConcurrency} at a time)`,
  );
}

/** The supplier's grants to the agents, made as the rounds first need them (grants only grow). */
export type Grants = { granted: number; grantMs: number; upTo(n: number): Promise<void> };

export function createGrants(stack: BenchStack, agents: Agent[], setupConcurrency: number): Grants {
  const grants: Grants = {
    granted: 0,
    grantMs: 0,
    async upTo(n) {
      const started = performance.now();
      const from = grants.granted;
      await pooled(n - from, setupConcurrency, async (k) => {
        const res = await stack.api.call('PUT', `/v1/agents/${encodeURIComponent(agents[from + k]!.email)}`, { auth: stack.accounts.supplierAuth, json: {} });
        expectStatus('PUT /v1/agents', res);
      });
      grants.granted = Math.max(grants.granted, n);
      grants.grantMs += performance.now() - started;
    },
  };
  return grants;
}

/** Housekeeping's schedule (made by the worker as it starts) is paused: its run once a minute is no part of a fan-out. */
export async function pauseHousekeeping(stack: BenchStack): Promise<void> {
  const schedule = stack.temporal.client.schedule.getHandle(HOUSEKEEPING_SCHEDULE_ID);
  for (let tries = 0; ; tries++) {
    try {
      await schedule.pause('fan-out benchmark: measuring');
      break;
    } catch (err) {
      if (tries >= 60) throw err;
      await sleep(500);
    }
  }
}

/**
 * The processes' CPU over IDLE_SECONDS once nothing runs: the set-up's verification mail workflows
 * (no SMTP_URL: each logs and ends) finish first.
 */
export async function measureIdle(stack: BenchStack): Promise<CpuSample> {
  const settleStarted = performance.now();
  for (;;) {
    const { count } = await stack.temporal.client.workflow.count('ExecutionStatus="Running"');
    if (count === 0) break;
    if (performance.now() - settleStarted > 300_000) {
      console.log(`PROBLEM: ${count} workflow(s) still running 300 s after the set-up; measuring anyway`);
      break;
    }
    await sleep(500);
  }
  await sleep(2000);
  const idleBefore = cpuSample(stack.tracked);
  await sleep(IDLE_SECONDS * 1000);
  return cpuDelta(idleBefore, cpuSample(stack.tracked));
}
