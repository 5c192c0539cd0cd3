/**
 * Holds test/helpers/promql.ts to Prometheus itself where promtool is built (CI does not build it:
 * docs/DECISIONS.md, issue 45): the alert tests' scenarios, written by
 *   ALERTS_SCENARIOS=/tmp/scenarios.json npm test -- test/deploy/alerts.test.ts
 * are run through `promtool test rules` with deploy/prometheus/'s rules, each scenario's alerts at
 * its last instant as our evaluator finds them. Usage:
 *   node scripts/promtoolCrossCheck.ts /tmp/scenarios.json /path/to/promtool
 * Exits with promtool's code; promtool names any alert the two disagree on.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { Evaluator, parseDuration, type Series } from '../test/helpers/promql.ts';

type Rule = { alert: string; expr: string; for?: string; labels?: Record<string, string> };
const [scenariosFile, promtool] = process.argv.slice(2);
if (!scenariosFile || !promtool) throw new Error('usage: node scripts/promtoolCrossCheck.ts <scenarios.json> <promtool>');
const { from, to, scenarios } = JSON.parse(readFileSync(scenariosFile, 'utf8')) as { from: number; to: number; scenarios: Record<string, Series[]> };
const rule = parse(readFileSync(new URL('../deploy/prometheus/prometheusrule.yaml', import.meta.url), 'utf8')) as { spec: { groups: { name: string; rules: Rule[] }[] } };
const rules = rule.spec.groups.flatMap((g) => g.rules);
const STEP = 15_000;

/** The alerts firing at `to` by our evaluator: the expression held at every evaluation of its `for`. */
function firing(series: Series[], r: Rule): Record<string, string>[] {
  const evaluator = new Evaluator(series);
  const forMs = r.for ? parseDuration(r.for) : 0;
  const labelsAt = (t: number) => {
    const value = evaluator.evaluate(r.expr, t);
    return value.kind === 'vector' ? value.samples.map((s) => JSON.stringify(Object.fromEntries(Object.entries(s.labels).filter(([k]) => k !== '__name__').sort()))) : [];
  };
  let held = new Set(labelsAt(to));
  for (let t = to - STEP; t >= to - forMs; t -= STEP) held = new Set(labelsAt(t).filter((l) => held.has(l)));
  return [...held].map((l) => ({ ...(JSON.parse(l) as Record<string, string>), ...r.labels }));
}

const dir = mkdtempSync(join(tmpdir(), 'promtool-'));
writeFileSync(join(dir, 'rules.yaml'), stringify({ groups: rule.spec.groups.map((g) => ({ name: g.name, rules: g.rules.map(({ alert, expr, for: f, labels }) => ({ alert, expr, ...(f ? { for: f } : {}), labels })) })) }));
const label = (labels: Record<string, string>) => `${labels.__name__}{${Object.entries(labels).filter(([k]) => k !== '__name__').map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(',')}}`;
const tests = Object.entries(scenarios).map(([name, series]) => ({
  name,
  interval: '15s',
  input_series: series.map((s) => ({
    series: label(s.labels),
    values: Array.from({ length: (to - from) / STEP + 1 }, (_, i) => s.points.find(([t]) => t === from + i * STEP)?.[1] ?? '_').join(' '),
  })),
  alert_rule_test: rules.map((r) => ({ eval_time: `${(to - from) / 1000}s`, alertname: r.alert, exp_alerts: firing(series, r).map((labels) => ({ exp_labels: labels })) })),
}));
writeFileSync(join(dir, 'tests.yaml'), stringify({ rule_files: ['rules.yaml'], evaluation_interval: '15s', tests }));
try {
  process.stdout.write(execFileSync(promtool, ['test', 'rules', join(dir, 'tests.yaml')], { encoding: 'utf8' }));
} catch (err) {
  const e = err as { stdout?: string; stderr?: string; status?: number };
  process.stdout.write(`${e.stdout ?? ''}${e.stderr ?? ''}`);
  process.exit(e.status ?? 1);
}
