import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parser } from '@prometheus-io/lezer-promql';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { serveApi } from '../../src/main/services.ts';
import { createProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { FAR, startBookingWorld } from '../helpers/bookingWorld.ts';
import { freePort } from '../helpers/freePort.ts';
import { validateObject } from '../helpers/kubernetesSchema.ts';
import { kustomizeBuild } from '../helpers/kustomize.ts';
import { Evaluator, firesAt, type Labels, type Series } from '../helpers/promql.ts';
import { PRODUCTION_SETTINGS, startRole } from '../helpers/roleProcess.ts';
import { testBundleFile, testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';
import { testNotificationWorkflow } from '../../workflows/notifications/test.ts';

/**
 * deploy/prometheus/ (issue 45 §2): the PodMonitor and the PrometheusRule valid under the Prometheus
 * operator's schemas, and every alert rule evaluated (test/helpers/promql.ts) over series built
 * from what the roles really export: the label sets are recorded from a booking world's /metrics
 * (requests, supplier calls, the breaker), the API role's (market and stuck-work gauges, Temporal,
 * Node's event loop) and a worker process's Temporal SDK metrics. Each rule must fire on the
 * trouble it names and stay quiet on a healthy market; a rule naming a metric or a label value
 * nobody exports never fires, and fails.
 */
type Rule = { alert: string; expr: string; for?: string; labels: Record<string, string>; annotations: Record<string, string> };

const objects = kustomizeBuild(new URL('../../deploy/prometheus/', import.meta.url));
const rules = (objects.find((o) => o.kind === 'PrometheusRule')!.spec as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);

/** Series of one exposition: name and labels of every sample, with its value. */
function samplesOf(exposition: string): { labels: Labels; value: number }[] {
  const out: { labels: Labels; value: number }[] = [];
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) continue;
    const labels: Labels = { __name__: match[1]! };
    for (const [, k, v] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    out.push({ labels, value: Number(match[3]) });
  }
  return out;
}

const MINUTE = 60_000;
const STEP = 15_000;
const SPAN = 90 * MINUTE;

describe('deploy/prometheus: the alerts', function () {
  this.timeout(180_000);
  /** Every sample the roles exported, by name: the label sets the scenarios are built from. */
  const recorded: { labels: Labels; value: number }[] = [];
  const families = new Set<string>();
  const pick = (name: string, where: Labels = {}) => {
    const found = recorded.find((s) => s.labels.__name__ === name && Object.entries(where).every(([k, v]) => s.labels[k] === v));
    assert.ok(found, `no ${name} ${JSON.stringify(where)} in the recorded metrics`);
    return found.labels;
  };

  before(async function () {
    const metrics = createProcessMetrics();
    // A booking world counting on its registry: a booking, and an availability read the supplier fails.
    const w = await startBookingWorld({ metrics, breaker: {} });
    try {
      await w.book();
      w.ownerCallbacks.failNext(1, 503, '/availability');
      await w.api.call('GET', `/v1/availability?${new URLSearchParams({ supplier: w.owner.email, product: 'BOAT', from: FAR, to: FAR })}`, {
        auth: w.agent.auth,
      });
      await eventually(async () => assert.ok((await metrics.registry.metrics()).includes('outcome="retryable"')), 10_000, 'the failed call counted');
      const text = await metrics.registry.metrics();
      for (const s of samplesOf(text)) recorded.push({ labels: { ...s.labels, role: 'api' }, value: s.value });
      for (const m of text.matchAll(/^# TYPE (\S+)/gm)) families.add(m[1]!);
    } finally {
      await w.stop();
    }
    // The API role as `npm run api` builds it, for its gauges.
    const metricsPort = await freePort();
    const config = loadConfig({
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      PORT: '0',
      METRICS_PORT: String(metricsPort),
    });
    const api = await serveApi({ config, db: testStack().db, temporal: testStack().temporal.client, logger: createLogger('error') });
    try {
      await fetch(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}/health`);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      for (const s of samplesOf(text)) recorded.push({ labels: { ...s.labels, role: 'api' }, value: s.value });
      for (const m of text.matchAll(/^# TYPE (\S+)/gm)) families.add(m[1]!);
    } finally {
      await api.stop();
    }
    // A worker process, for the Temporal SDK's metrics on TEMPORAL_METRICS_PORT.
    const [workerMetrics, sdkPort] = [await freePort(), await freePort()];
    const taskQueue = `alerts-${randomUUID().slice(0, 8)}`;
    const worker = startRole('worker', {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      TEMPORAL_TASK_QUEUE: taskQueue,
      METRICS_PORT: String(workerMetrics),
      TEMPORAL_METRICS_PORT: String(sdkPort),
      WORKFLOW_BUNDLE_PATH: await testBundleFile(),
    });
    try {
      await eventually(async () => assert.equal((await fetch(`http://127.0.0.1:${workerMetrics}/ready`)).status, 200), 60_000, 'the worker ready');
      // A workflow's first task gives the workflow-task metrics their samples (the workflow is stopped after).
      const probe = await testStack().temporal.client.workflow.start(testNotificationWorkflow, {
        taskQueue,
        workflowId: `alerts-probe-${randomUUID()}`,
        args: [{ notificationId: randomUUID(), tuning: { supplierTimeoutMs: 1000, retryInitialMs: 1000, expiryGraceMs: 1000 } } as never],
      });
      const text = await eventually(
        async () => {
          const body = await (await fetch(`http://127.0.0.1:${sdkPort}/metrics`)).text();
          assert.match(body, /temporal_workflow_task_schedule_to_start_latency_bucket/);
          return body;
        },
        30_000,
        'the SDK metrics',
      );
      for (const s of samplesOf(text)) recorded.push({ labels: { ...s.labels, role: 'worker' }, value: s.value });
      for (const m of text.matchAll(/^# TYPE (\S+)/gm)) families.add(m[1]!);
      await probe.terminate('alerts test: metrics recorded').catch(() => undefined);
    } finally {
      await worker.stop();
    }
  });

  it('PodMonitor and PrometheusRule are valid under the Prometheus operator’s schemas, and scrape both roles’ metrics ports', async function () {
    for (const object of objects) assert.deepEqual(await validateObject(object), [], `${object.kind} ${object.metadata.name}`);
    const monitor = objects.find((o) => o.kind === 'PodMonitor')!.spec as { podMetricsEndpoints: { port: string }[] };
    assert.deepEqual(
      monitor.podMetricsEndpoints.map((e) => e.port),
      ['metrics', 'sdk-metrics'],
    );
  });

  it('links every rule to its runbook in docs/OPERATIONS.md', function () {
    const operations = readFileSync(new URL('../../docs/OPERATIONS.md', import.meta.url), 'utf8');
    for (const rule of rules) {
      const anchor = /^docs\/OPERATIONS\.md#([\w-]+)$/.exec(rule.annotations.runbook_url ?? '')?.[1];
      assert.ok(anchor, `${rule.alert}: ${rule.annotations.runbook_url}`);
      const headings = [...operations.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^\w\- ]/g, '')
          .replace(/ /g, '-'),
      );
      assert.ok(headings.includes(anchor), `${rule.alert}: no heading for #${anchor}`);
      assert.ok(['page', 'ticket'].includes(rule.labels.severity ?? ''), rule.alert);
    }
  });

  it('fires each rule on its trouble and never on a healthy market', function () {
    const scenario = healthyMarket(pick, (name) => [...new Set(recorded.filter((s) => s.labels.__name__ === name).map((s) => s.labels.le!))]);
    // ALERTS_SCENARIOS=<file> writes the scenarios out, to run them through promtool where it is built (docs/DECISIONS.md).
    if (process.env.ALERTS_SCENARIOS) {
      const all = { healthy: scenario.healthy, ...Object.fromEntries(Object.entries(scenario.trouble).map(([name, make]) => [name, make()])) };
      writeFileSync(process.env.ALERTS_SCENARIOS, JSON.stringify({ from: scenario.from, to: scenario.to, scenarios: all }));
    }
    for (const rule of rules) {
      assert.equal(firesAt(new Evaluator(scenario.healthy), rule, scenario.from, scenario.to), undefined, `${rule.alert} fires on a healthy market`);
      const trouble = scenario.trouble[rule.alert];
      assert.ok(trouble, `${rule.alert}: no scenario`);
      const fired = firesAt(new Evaluator(trouble()), rule, scenario.from, scenario.to);
      assert.ok(fired !== undefined, `${rule.alert} never fires on its trouble`);
    }
    // Receivers refusing notifications are not a supplier failing.
    const receiversDown = scenario.trouble.receiversDown!();
    assert.equal(firesAt(new Evaluator(receiversDown), rules.find((r) => r.alert === 'MarketplaceSupplierFailing')!, scenario.from, scenario.to), undefined);
  });

  it('names only metrics the roles export', function () {
    // The SDK counts workflow-task failures only once one happens: its name and the nondeterminism
    // reason are read from the SDK's native library instead (the strings its metrics are made of).
    const core = readFileSync(new URL(`../../node_modules/@temporalio/core-bridge/releases/x86_64-unknown-linux-gnu/index.node`, import.meta.url)).toString(
      'latin1',
    );
    assert.ok(core.includes('workflow_task_execution_failed') && core.includes('failure_reason') && core.includes('NonDeterminismError'));
    families.add('temporal_workflow_task_execution_failed');
    for (const rule of rules) {
      const names: string[] = [];
      parser.parse(rule.expr).iterate({
        enter(node) {
          if (node.name === 'VectorSelector') names.push(rule.expr.slice(node.node.getChild('Identifier')!.from, node.node.getChild('Identifier')!.to));
        },
      });
      assert.ok(names.length > 0, rule.alert);
      for (const name of names) {
        const family = name!.replace(/_(bucket|sum|count)$/, '');
        assert.ok(name === 'up' || families.has(name!) || families.has(family), `${rule.alert}: ${name} is exported by no role`);
      }
    }
  });
});

/** Samples every STEP over SPAN ending now: a counter at `perSecond` (a function of minutes from the start), a gauge at `value`. */
function counter(labels: Labels, perSecond: (minute: number) => number, from: number): Series {
  const points: [number, number][] = [];
  let total = 0;
  for (let t = from; t <= from + SPAN; t += STEP) {
    points.push([t, total]);
    total += perSecond((t - from) / MINUTE) * (STEP / 1000);
  }
  return { labels, points };
}
function gauge(labels: Labels, value: (minute: number) => number, from: number): Series {
  const points: [number, number][] = [];
  for (let t = from; t <= from + SPAN; t += STEP) points.push([t, value((t - from) / MINUTE)]);
  return { labels, points };
}
/** A classic histogram's buckets, their counts growing by `rate` split over the bounds as `share` says (cumulative). */
function histogram(base: Labels, bounds: string[], shareBelow: (le: number, minute: number) => number, perSecond: number, from: number): Series[] {
  return bounds.map((le) => counter({ ...base, le }, (minute) => perSecond * shareBelow(le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), minute), from));
}

/** The trouble starts 30 minutes in and lasts to the end (an hour): long enough for every `for`. */
const TROUBLE_AT = 30;

function healthyMarket(pick: (name: string, where?: Labels) => Labels, recordedBounds: (name: string) => string[]) {
  const from = Date.now() - SPAN;
  const supplierCall = pick('marketplace_supplier_calls_total', { callback: 'POST /booking_confirmation', outcome: 'success', mode: 'live' });
  const failedCall = pick('marketplace_supplier_calls_total', { outcome: 'retryable', mode: 'live' });
  const notificationCall = pick('marketplace_supplier_calls_total', { callback: 'notification /booking_confirmation', outcome: 'success', mode: 'live' });
  const booked = pick('http_requests_total', { route: '/v1/booking_confirmation', status: '200', mode: 'live' });
  const sdkBucket = pick('temporal_workflow_task_schedule_to_start_latency_bucket');
  // The SDK's own bounds (milliseconds), as recorded.
  const bounds = recordedBounds('temporal_workflow_task_schedule_to_start_latency_bucket');
  const noFailure = { __name__: 'temporal_workflow_task_execution_failed', role: 'worker', failure_reason: 'NonDeterminismError' };
  const troubleFrom = (minute: number) => minute >= TROUBLE_AT;
  const healthy = (overrides: Partial<Record<string, Series[]>> = {}): Series[] => {
    const parts: Record<string, Series[]> = {
      calls: [
        counter(supplierCall, () => 5, from),
        counter({ ...failedCall, supplier: supplierCall.supplier! }, () => 0.05, from),
        counter(notificationCall, () => 3, from),
      ],
      breaker: [gauge({ ...pick('marketplace_supplier_breaker_state', { mode: 'live' }), supplier: supplierCall.supplier! }, () => 0, from)],
      requests: [counter(booked, () => 10, from), counter({ ...booked, status: '503' }, () => 0.1, from)],
      notifications: [gauge(pick('marketplace_notifications_failing', { mode: 'live' }), () => 0, from)],
      temporal: ['api', 'worker'].map((role) => gauge({ ...pick('marketplace_temporal_up'), role }, () => 1, from)),
      // Tasks start within 50 ms.
      sdk: histogram(sdkBucket, bounds, (le) => (le >= 50 ? 1 : 0.5), 20, from),
      nondeterminism: [counter(noFailure, () => 0, from)],
      up: ['api', 'worker'].map((role) => gauge({ __name__: 'up', role, pod: `${role}-0` }, () => 1, from)),
      stuck: ['holds_past_expiry', 'booking_changes_in_step', 'mail_unsent'].map((check) =>
        gauge(pick('marketplace_stuck_oldest_seconds', { check, mode: 'live' }), () => 0, from),
      ),
      loop: ['api', 'worker'].map((role) => gauge({ ...pick('nodejs_eventloop_lag_p99_seconds'), role, pod: `${role}-0` }, () => 0.012, from)),
    };
    return Object.values({ ...parts, ...overrides }).flat() as Series[];
  };
  const trouble: Record<string, () => Series[]> = {
    MarketplaceSupplierFailing: () =>
      healthy({
        calls: [
          counter(supplierCall, (m) => (troubleFrom(m) ? 1 : 5), from),
          counter({ ...failedCall, supplier: supplierCall.supplier! }, (m) => (troubleFrom(m) ? 3 : 0.05), from),
          counter({ ...failedCall, supplier: supplierCall.supplier!, outcome: 'invalid' }, (m) => (troubleFrom(m) ? 1 : 0), from),
        ],
      }),
    receiversDown: () =>
      healthy({
        calls: [
          counter(supplierCall, () => 5, from),
          counter(notificationCall, () => 0.1, from),
          counter({ ...notificationCall, outcome: 'retryable' }, (m) => (troubleFrom(m) ? 3 : 0), from),
        ],
      }),
    MarketplaceSupplierBreakerOpen: () =>
      healthy({
        breaker: [
          gauge({ ...pick('marketplace_supplier_breaker_state', { mode: 'live' }), supplier: supplierCall.supplier! }, (m) => (troubleFrom(m) ? 2 : 0), from),
        ],
      }),
    MarketplaceBookingErrors: () =>
      healthy({
        requests: [counter(booked, (m) => (troubleFrom(m) ? 5 : 10), from), counter({ ...booked, status: '503' }, (m) => (troubleFrom(m) ? 5 : 0.1), from)],
      }),
    MarketplaceNotificationsFailing: () =>
      healthy({ notifications: [gauge(pick('marketplace_notifications_failing', { mode: 'live' }), (m) => (m >= 20 ? 4 : 0), from)] }),
    MarketplaceTemporalUnreachable: () =>
      healthy({ temporal: ['api', 'worker'].map((role) => gauge({ ...pick('marketplace_temporal_up'), role }, (m) => (troubleFrom(m) ? 0 : 1), from)) }),
    // Tasks wait seconds: most of them past 5 s.
    MarketplaceWorkflowTasksWaiting: () =>
      healthy({ sdk: histogram(sdkBucket, bounds, (le, m) => (troubleFrom(m) ? (le >= 10_000 ? 1 : le >= 5000 ? 0.3 : 0.02) : le >= 50 ? 1 : 0.5), 20, from) }),
    MarketplaceNonDeterminism: () => healthy({ nondeterminism: [counter(noFailure, (m) => (troubleFrom(m) && m < TROUBLE_AT + 2 ? 0.1 : 0), from)] }),
    MarketplaceApiAbsent: () =>
      healthy({
        up: [
          gauge({ __name__: 'up', role: 'api', pod: 'api-0' }, (m) => (troubleFrom(m) ? 0 : 1), from),
          gauge({ __name__: 'up', role: 'worker', pod: 'worker-0' }, () => 1, from),
        ],
      }),
    MarketplaceWorkerAbsent: () => healthy({ up: [gauge({ __name__: 'up', role: 'api', pod: 'api-0' }, () => 1, from)] }),
    MarketplaceHoldExpiryLag: () =>
      healthy({
        stuck: [
          gauge(
            pick('marketplace_stuck_oldest_seconds', { check: 'holds_past_expiry', mode: 'live' }),
            (m) => (troubleFrom(m) ? (m - TROUBLE_AT) * 60 : 0),
            from,
          ),
        ],
      }),
    MarketplaceWorkStuck: () =>
      healthy({
        stuck: [
          gauge(
            pick('marketplace_stuck_oldest_seconds', { check: 'booking_changes_in_step', mode: 'live' }),
            (m) => (troubleFrom(m) ? (m - TROUBLE_AT) * 60 : 0),
            from,
          ),
        ],
      }),
    MarketplaceEventLoopLag: () =>
      healthy({
        loop: ['api', 'worker'].map((role) =>
          gauge({ ...pick('nodejs_eventloop_lag_p99_seconds'), role, pod: `${role}-0` }, (m) => (role === 'api' && troubleFrom(m) ? 0.9 : 0.012), from),
        ),
      }),
  };
  return { healthy: healthy(), trouble, from, to: from + SPAN };
}
