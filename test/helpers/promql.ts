import type { SyntaxNode } from '@lezer/common';
import { parser } from '@prometheus-io/lezer-promql';

/**
 * A PromQL evaluator for the alert rules' tests (issue 45 §2), over series held in memory: the
 * parts of PromQL that deploy/prometheus/'s rules use, evaluated as Prometheus 3 evaluates them
 * (instant vectors with a 5-minute lookback, `rate`/`increase` extrapolated as promql/functions.go
 * does, `histogram_quantile` interpolating in its bucket, one-to-one vector matching on all labels
 * but the name, or `on`/`ignoring`, comparisons as filters). The tree comes from Prometheus's own
 * grammar (@prometheus-io/lezer-promql). Anything else throws, naming the node: a rule using more
 * PromQL makes its test fail until this learns it. Hand-written because no JavaScript PromQL engine
 * is published, and promtool takes longer to build than CI has (docs/DECISIONS.md).
 */
export type Labels = Record<string, string>;
export type Series = { labels: Labels; points: [number, number][] };
type Sample = { labels: Labels; value: number };
type Value = { kind: 'vector'; samples: Sample[] } | { kind: 'scalar'; value: number } | { kind: 'matrix'; series: Series[]; rangeMs: number };

const LOOKBACK_MS = 5 * 60_000;
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000, y: 31_536_000_000 };

export function parseDuration(text: string): number {
  let ms = 0;
  for (const [, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d|w|y)/g)) ms += Number(n) * UNITS[unit!]!;
  if (ms === 0 && text !== '0s') throw new Error(`not a duration: ${text}`);
  return ms;
}

const key = (labels: Labels) =>
  JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((k) => [k, labels[k]]),
  );
const without = (labels: Labels, names: string[]) => Object.fromEntries(Object.entries(labels).filter(([k]) => !names.includes(k)));
const only = (labels: Labels, names: string[]) => Object.fromEntries(Object.entries(labels).filter(([k]) => names.includes(k)));

export class Evaluator {
  private readonly series: Series[];
  constructor(series: Series[]) {
    this.series = series;
  }

  /** The instant value of `expr` at `t` (ms). */
  evaluate(expr: string, t: number): Value {
    const tree = parser.parse(expr);
    let error: string | undefined;
    tree.iterate({
      enter(n) {
        if (n.type.isError) error ??= `${expr}: does not parse at ${n.from}`;
      },
    });
    if (error) throw new Error(error);
    return this.node(tree.topNode.firstChild!, expr, t);
  }

  private text(node: SyntaxNode | null, src: string): string {
    return node ? src.slice(node.from, node.to) : '';
  }

  private node(node: SyntaxNode, src: string, t: number): Value {
    switch (node.name) {
      case 'NumberDurationLiteral':
        return { kind: 'scalar', value: Number(this.text(node, src)) };
      case 'ParenExpr':
        return this.node(node.firstChild!, src, t);
      case 'VectorSelector':
        return { kind: 'vector', samples: this.select(node, src, t) };
      case 'MatrixSelector': {
        const rangeMs = parseDuration(this.text(node.lastChild, src));
        const selected = this.matching(node.firstChild!, src);
        return { kind: 'matrix', rangeMs, series: selected.map((s) => ({ labels: s.labels, points: s.points.filter(([at]) => at > t - rangeMs && at <= t) })) };
      }
      case 'FunctionCall':
        return this.call(node, src, t);
      case 'AggregateExpr':
        return this.aggregate(node, src, t);
      case 'BinaryExpr':
        return this.binary(node, src, t);
      default:
        throw new Error(`PromQL ${node.name} (${this.text(node, src)}) is not evaluated by test/helpers/promql.ts`);
    }
  }

  private matching(selector: SyntaxNode, src: string): Series[] {
    const name = this.text(selector.getChild('Identifier'), src);
    const matchers = (selector.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []).map((m) => ({
      label: this.text(m.getChild('LabelName'), src),
      op: this.text(m.getChild('MatchOp'), src),
      value: JSON.parse(this.text(m.getChild('StringLiteral'), src)) as string,
    }));
    return this.series.filter((s) => {
      if (name && s.labels.__name__ !== name) return false;
      return matchers.every(({ label, op, value }) => {
        const actual = s.labels[label] ?? '';
        if (op === '=') return actual === value;
        if (op === '!=') return actual !== value;
        const re = new RegExp(`^(?:${value})$`);
        return op === '=~' ? re.test(actual) : !re.test(actual);
      });
    });
  }

  private select(selector: SyntaxNode, src: string, t: number): Sample[] {
    const samples: Sample[] = [];
    for (const s of this.matching(selector, src)) {
      const latest = s.points.filter(([at]) => at <= t && at > t - LOOKBACK_MS).at(-1);
      if (latest && !Number.isNaN(latest[1])) samples.push({ labels: s.labels, value: latest[1] });
    }
    return samples;
  }

  private args(node: SyntaxNode, src: string, t: number): Value[] {
    const body = node.getChild('FunctionCallBody')!;
    const values: Value[] = [];
    for (let child = body.firstChild; child; child = child.nextSibling) {
      if (child.name === '(' || child.name === ')' || child.name === ',') continue;
      values.push(this.node(child, src, t));
    }
    return values;
  }

  private call(node: SyntaxNode, src: string, t: number): Value {
    const name = this.text(node.getChild('FunctionIdentifier'), src);
    const args = this.args(node, src, t);
    const vector = (i: number) => {
      const v = args[i];
      if (v?.kind !== 'vector') throw new Error(`${name}: argument ${i} is not an instant vector`);
      return v.samples;
    };
    switch (name) {
      case 'rate':
      case 'increase': {
        const m = args[0];
        if (m?.kind !== 'matrix') throw new Error(`${name} needs a range vector`);
        const samples: Sample[] = [];
        for (const s of m.series) {
          const value = extrapolatedRate(s.points, t - m.rangeMs, t, name === 'rate');
          if (value !== undefined) samples.push({ labels: without(s.labels, ['__name__']), value });
        }
        return { kind: 'vector', samples };
      }
      case 'absent': {
        const samples = vector(0);
        return { kind: 'vector', samples: samples.length === 0 ? [{ labels: {}, value: 1 }] : [] };
      }
      case 'histogram_quantile': {
        const q = args[0];
        if (q?.kind !== 'scalar') throw new Error('histogram_quantile needs a scalar');
        return { kind: 'vector', samples: histogramQuantile(q.value, vector(1)) };
      }
      default:
        throw new Error(`PromQL function ${name} is not evaluated by test/helpers/promql.ts`);
    }
  }

  private aggregate(node: SyntaxNode, src: string, t: number): Value {
    const op = this.text(node.getChild('AggregateOp'), src);
    const modifier = node.getChild('AggregateModifier');
    const grouping = (modifier?.getChild('GroupingLabels')?.getChildren('LabelName') ?? []).map((n) => this.text(n, src));
    const byWithout = modifier?.firstChild?.name;
    const inner = this.node(node.getChild('FunctionCallBody')!.firstChild!, src, t);
    if (inner.kind !== 'vector') throw new Error(`${op} needs an instant vector`);
    const groups = new Map<string, { labels: Labels; values: number[] }>();
    for (const s of inner.samples) {
      const labels = byWithout === 'Without' ? without(s.labels, ['__name__', ...grouping]) : only(s.labels, grouping);
      const group = groups.get(key(labels)) ?? { labels, values: [] };
      group.values.push(s.value);
      groups.set(key(labels), group);
    }
    const fold: Record<string, (v: number[]) => number> = {
      sum: (v) => v.reduce((a, b) => a + b, 0),
      max: (v) => Math.max(...v),
      min: (v) => Math.min(...v),
      count: (v) => v.length,
      avg: (v) => v.reduce((a, b) => a + b, 0) / v.length,
    };
    if (!fold[op]) throw new Error(`PromQL aggregation ${op} is not evaluated by test/helpers/promql.ts`);
    return { kind: 'vector', samples: [...groups.values()].map((g) => ({ labels: g.labels, value: fold[op]!(g.values) })) };
  }

  private binary(node: SyntaxNode, src: string, t: number): Value {
    const [left, right] = [node.firstChild!, node.lastChild!];
    let opNode = left.nextSibling!;
    const op = this.text(opNode, src);
    let matching: { on: boolean; labels: string[] } | undefined;
    let returnBool = false;
    for (let n = opNode.nextSibling; n && n !== right; n = n.nextSibling) {
      if (n.name === 'MatchingModifierClause') {
        matching = { on: n.firstChild!.name === 'On', labels: (n.getChild('GroupingLabels')?.getChildren('LabelName') ?? []).map((l) => this.text(l, src)) };
      }
      if (n.name === 'BoolModifier' || this.text(n, src) === 'bool') returnBool = true;
      opNode = n;
    }
    const a = this.node(left, src, t);
    const b = this.node(right, src, t);
    if (op === 'and' || op === 'or' || op === 'unless') return setOperation(op, a, b, matching);
    const compare = ['>', '<', '>=', '<=', '==', '!='].includes(op);
    const apply = (x: number, y: number): number | boolean => {
      switch (op) {
        case '+':
          return x + y;
        case '-':
          return x - y;
        case '*':
          return x * y;
        case '/':
          return x / y;
        case '>':
          return x > y;
        case '<':
          return x < y;
        case '>=':
          return x >= y;
        case '<=':
          return x <= y;
        case '==':
          return x === y;
        case '!=':
          return x !== y;
        default:
          throw new Error(`PromQL operator ${op} is not evaluated by test/helpers/promql.ts`);
      }
    };
    if (a.kind === 'scalar' && b.kind === 'scalar') return { kind: 'scalar', value: Number(apply(a.value, b.value)) };
    const out = (labels: Labels, keep: number, result: number | boolean): Sample[] => {
      if (!compare) return [{ labels: without(labels, ['__name__']), value: result as number }];
      if (returnBool) return [{ labels: without(labels, ['__name__']), value: result ? 1 : 0 }];
      return result ? [{ labels, value: keep }] : [];
    };
    if (a.kind === 'vector' && b.kind === 'scalar')
      return { kind: 'vector', samples: a.samples.flatMap((s) => out(s.labels, s.value, apply(s.value, b.value))) };
    if (a.kind === 'scalar' && b.kind === 'vector')
      return { kind: 'vector', samples: b.samples.flatMap((s) => out(s.labels, s.value, apply(a.value, s.value))) };
    if (a.kind !== 'vector' || b.kind !== 'vector') throw new Error(`${op}: operands must be instant vectors or scalars`);
    const signature = (labels: Labels) =>
      key(matching ? (matching.on ? only(labels, matching.labels) : without(labels, ['__name__', ...matching.labels])) : without(labels, ['__name__']));
    const rights = new Map(b.samples.map((s) => [signature(s.labels), s]));
    return {
      kind: 'vector',
      samples: a.samples.flatMap((s) => {
        const other = rights.get(signature(s.labels));
        return other ? out(s.labels, s.value, apply(s.value, other.value)) : [];
      }),
    };
  }
}

function setOperation(op: string, a: Value, b: Value, matching: { on: boolean; labels: string[] } | undefined): Value {
  if (a.kind !== 'vector' || b.kind !== 'vector') throw new Error(`${op} needs instant vectors`);
  const signature = (labels: Labels) =>
    key(matching ? (matching.on ? only(labels, matching.labels) : without(labels, ['__name__', ...matching.labels])) : without(labels, ['__name__']));
  const inB = new Set(b.samples.map((s) => signature(s.labels)));
  if (op === 'and') return { kind: 'vector', samples: a.samples.filter((s) => inB.has(signature(s.labels))) };
  if (op === 'unless') return { kind: 'vector', samples: a.samples.filter((s) => !inB.has(signature(s.labels))) };
  const inA = new Set(a.samples.map((s) => signature(s.labels)));
  return { kind: 'vector', samples: [...a.samples, ...b.samples.filter((s) => !inA.has(signature(s.labels)))] };
}

/** promql/functions.go's extrapolatedRate for counters: resets compensated, extrapolated to the range's edges (at most half an interval past the data). */
function extrapolatedRate(points: [number, number][], start: number, end: number, isRate: boolean): number | undefined {
  if (points.length < 2) return undefined;
  let result = points.at(-1)![1] - points[0]![1];
  for (let i = 1; i < points.length; i++) if (points[i]![1] < points[i - 1]![1]) result += points[i - 1]![1];
  const [firstT, firstV] = points[0]!;
  const lastT = points.at(-1)![0];
  const sampledInterval = (lastT - firstT) / 1000;
  const averageInterval = sampledInterval / (points.length - 1);
  let durationToStart = (firstT - start) / 1000;
  const durationToEnd = (end - lastT) / 1000;
  const threshold = averageInterval * 1.1;
  if (result > 0 && firstV >= 0) durationToStart = Math.min(durationToStart, sampledInterval * (firstV / result));
  let extrapolateTo = sampledInterval;
  extrapolateTo += durationToStart < threshold ? durationToStart : averageInterval / 2;
  extrapolateTo += durationToEnd < threshold ? durationToEnd : averageInterval / 2;
  result *= extrapolateTo / sampledInterval;
  return isRate ? result / ((end - start) / 1000) : result;
}

/** promql/quantile.go's bucketQuantile over classic `le` buckets, per series of the other labels. */
function histogramQuantile(q: number, samples: Sample[]): Sample[] {
  const groups = new Map<string, { labels: Labels; buckets: { le: number; count: number }[] }>();
  for (const s of samples) {
    const labels = without(s.labels, ['__name__', 'le']);
    const group = groups.get(key(labels)) ?? { labels, buckets: [] };
    group.buckets.push({ le: s.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(s.labels.le), count: s.value });
    groups.set(key(labels), group);
  }
  return [...groups.values()].map(({ labels, buckets }) => {
    buckets.sort((x, y) => x.le - y.le);
    const total = buckets.at(-1)?.count ?? 0;
    if (buckets.length < 2 || total === 0) return { labels, value: Number.NaN };
    const rank = q * total;
    const index = buckets.findIndex((b) => b.count >= rank);
    if (buckets[index]!.le === Number.POSITIVE_INFINITY) return { labels, value: buckets.at(-2)!.le };
    const lower = index === 0 ? 0 : buckets[index - 1]!.le;
    const below = index === 0 ? 0 : buckets[index - 1]!.count;
    const inBucket = buckets[index]!.count - below;
    return { labels, value: lower + (buckets[index]!.le - lower) * ((rank - below) / inBucket) };
  });
}

/** When an alert rule fires over `[from, to]`, evaluated every `stepMs`: the first time its expression held for `forMs` on end, or undefined. */
export function firesAt(evaluator: Evaluator, rule: { expr: string; for?: string }, from: number, to: number, stepMs = 30_000): number | undefined {
  const forMs = rule.for ? parseDuration(rule.for) : 0;
  let since: number | undefined;
  for (let t = from; t <= to; t += stepMs) {
    const value = evaluator.evaluate(rule.expr, t);
    const active = value.kind === 'vector' ? value.samples.length > 0 : value.kind === 'scalar' && value.value !== 0;
    if (!active) since = undefined;
    else {
      since ??= t;
      if (t - since >= forMs) return t;
    }
  }
  return undefined;
}
