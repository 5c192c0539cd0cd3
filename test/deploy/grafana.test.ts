import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@prometheus-io/lezer-promql';
import type { Registry } from 'prom-client';
import { loadConfig } from '../../src/config.ts';
import { MODES } from '../../src/domain/mode.ts';
import { createLogger } from '../../src/logger.ts';
import { serveApi } from '../../src/main/services.ts';
import { createProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { freePort } from '../helpers/freePort.ts';
import { testStack } from '../helpers/stack.ts';

/**
 * deploy/grafana/marketplace.json against the service: the `mode` variable shows live by default
 * (issue 31 §6), every query on a metric with a `mode` label selects `mode="$mode"`, and every
 * metric it names is in the API role's /metrics.
 */
type Target = { refId: string; expr: string };
type Panel = { title: string; targets?: Target[] };
type Variable = { name: string; type: string; query?: string; current?: { value?: unknown }; options?: { value: string; selected: boolean }[] };
type Dashboard = { panels: Panel[]; templating: { list: Variable[] } };

const sdkStrings = readFileSync(new URL('../../node_modules/@temporalio/core-bridge/releases/x86_64-unknown-linux-gnu/index.node', import.meta.url)).toString(
  'latin1',
);

const dashboard = JSON.parse(readFileSync(new URL('../../deploy/grafana/marketplace.json', import.meta.url), 'utf8')) as Dashboard;

type Selector = { metric: string; matchers: { label: string; op: string; value: string }[] };

/**
 * The vector selectors of a panel's query, parsed by Prometheus's own PromQL grammar. Grafana's
 * interval variables are not PromQL: they are replaced by a duration first, as Grafana does
 * before it sends the query; a query that still does not parse fails.
 */
function selectorsOf(expr: string): Selector[] {
  const promql = expr.replace(/\$__(rate_interval|interval|range)/g, '5m');
  const tree = parser.parse(promql);
  const selectors: Selector[] = [];
  const text = (node: SyntaxNode | null) => (node ? promql.slice(node.from, node.to) : '');
  tree.iterate({
    enter(ref) {
      assert.ok(!ref.type.isError, `${expr}: does not parse at ${ref.from}`);
      if (ref.name !== 'VectorSelector') return;
      const node = ref.node;
      const matchers = (node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []).map((m) => ({
        label: text(m.getChild('LabelName')),
        op: text(m.getChild('MatchOp')),
        value: JSON.parse(text(m.getChild('StringLiteral'))) as string,
      }));
      selectors.push({ metric: text(node.getChild('Identifier')), matchers });
    },
  });
  return selectors;
}

/** Metric families in Prometheus text: name → type, from the `# TYPE` lines (present with no sample yet). */
function familiesOf(exposition: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) families.set(match[1]!, match[2]!);
  return families;
}

/** The family a series name belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
function familyOf(series: string, families: Map<string, string>): string | undefined {
  if (families.has(series)) return series;
  const base = series.replace(/_(bucket|sum|count)$/, '');
  return families.get(base) === 'histogram' ? base : undefined;
}

/** The label names a family is declared with, as the code registered it (a counter shows none in the text until counted). */
function labelNamesOf(registry: Registry, family: string): readonly string[] {
  const metric = registry.getSingleMetric(family) as unknown as { labelNames?: readonly string[] } | undefined;
  return metric?.labelNames ?? [];
}

describe('deploy/grafana/marketplace.json', function () {
  let api: Awaited<ReturnType<typeof serveApi>>;
  const metrics = createProcessMetrics();
  let exposition = '';

  before(async function () {
    const metricsPort = await freePort();
    const config = loadConfig({
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      PORT: '0',
      METRICS_PORT: String(metricsPort),
    });
    // The API role as `npm run api` builds it (HTTP, supplier-call, market and Temporal metrics on one registry), in-process so the test can read that registry.
    api = await serveApi({ config, db: testStack().db, temporal: testStack().temporal.client, logger: createLogger('error'), metrics });
    const { port } = api.server.address() as AddressInfo;
    assert.equal((await fetch(`http://127.0.0.1:${port}/health`)).status, 200);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    assert.equal(res.status, 200);
    exposition = await res.text();
  });
  after(async () => api?.stop());

  it('has a mode variable offering live and test, live by default, one at a time', function () {
    const mode = dashboard.templating.list.find((v) => v.name === 'mode');
    assert.ok(mode, 'no mode variable');
    assert.equal(mode.type, 'custom');
    assert.deepEqual(mode.query?.split(','), [...MODES]);
    assert.equal(mode.current?.value, 'live');
    assert.deepEqual(
      mode.options?.map((o) => [o.value, o.selected]),
      MODES.map((m) => [m, m === 'live']),
    );
    assert.notEqual((mode as { multi?: boolean }).multi, true);
    assert.notEqual((mode as { includeAll?: boolean }).includeAll, true);
  });

  it('names only metrics the API serves, and selects mode="$mode" exactly where the metric has a mode label', function () {
    const families = familiesOf(exposition);
    assert.ok(families.size > 0, 'empty /metrics');
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
    assert.ok(
      dashboard.panels.every((panel) => (panel.targets ?? []).length > 0),
      'a panel without a query',
    );
    const withMode = new Set<string>();
    for (const { panel, expr } of queries) {
      const selectors = selectorsOf(expr);
      assert.ok(selectors.length > 0, `${panel}: no metric in ${expr}`);
      for (const { metric, matchers } of selectors) {
        // The Temporal SDK's metrics are a worker's (TEMPORAL_METRICS_PORT): their names are read
        // from the SDK's native library, which makes them (test/deploy/alerts.test.ts scrapes a worker).
        if (metric.startsWith('temporal_')) {
          assert.ok(sdkStrings.includes(metric.slice('temporal_'.length).replace(/_bucket$/, '')), `${panel}: ${metric} is no metric of the SDK`);
          continue;
        }
        const family = familyOf(metric, families);
        assert.ok(family, `${panel}: ${metric} is not in the API's /metrics`);
        const modeMatchers = matchers.filter((m) => m.label === 'mode');
        if (labelNamesOf(metrics.registry, family).includes('mode')) {
          withMode.add(family);
          assert.deepEqual(modeMatchers, [{ label: 'mode', op: '=', value: '$mode' }], `${panel}: ${metric} must select mode="$mode"`);
        } else {
          // A filter on a label the metric lacks would select nothing.
          assert.deepEqual(modeMatchers, [], `${panel}: ${metric} has no mode label`);
        }
      }
    }
    // The panels the dashboard exists for: requests, supplier calls, holds, notifications, bookings.
    assert.deepEqual([...withMode].sort(), [
      'http_request_duration_seconds',
      'http_requests_total',
      'marketplace_bookings',
      'marketplace_holds_open',
      'marketplace_notifications_failing',
      'marketplace_notifications_pending',
      'marketplace_stuck_oldest_seconds',
      'marketplace_supplier_breaker_state',
      'marketplace_supplier_call_duration_seconds',
      'marketplace_supplier_calls_total',
    ]);
  });
});
