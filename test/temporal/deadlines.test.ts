import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Node = { type?: string; [key: string]: unknown };

/** A member chain as names: `deps.client.workflow.getHandle(id).signal` → deps, client, workflow, getHandle(), signal. */
function chainOf(node: Node | undefined): string[] {
  if (!node) return [];
  if (node.type === 'Identifier') return [String(node.value)];
  if (node.type === 'MemberExpression') {
    const property = node.property as Node;
    return [...chainOf(node.object as Node), property.type === 'Identifier' ? String(property.value) : '[]'];
  }
  if (node.type === 'CallExpression') return [...chainOf(node.callee as Node).slice(0, -1), `${chainOf(node.callee as Node).at(-1)}()`];
  if (node.type === 'ParenthesisExpression' || node.type === 'TsNonNullExpression' || node.type === 'AwaitExpression') return chainOf(node.expression as Node);
  return ['…'];
}

/** Calls that do not reach the server: a handle is only a name until one of its methods is called. */
const LOCAL = new Set(['getHandle']);
/** What a workflow handle asks the server. */
const HANDLE_CALLS = new Set(['describe', 'signal', 'query', 'executeUpdate', 'startUpdate', 'result', 'cancel', 'terminate', 'fetchHistory']);

/** Whether a call goes to Temporal: through a client's `workflow` or `schedule`, its services, or a workflow handle. */
function isTemporalCall(chain: string[]): boolean {
  const method = chain.at(-1)!;
  if (LOCAL.has(method)) return false;
  const viaClient = chain.some((name, i) => (name === 'workflow' || name === 'schedule') && /client$/i.test(chain[i - 1] ?? ''));
  const viaService = chain.some((name) => name === 'workflowService' || name === 'operatorService');
  const viaHandle = HANDLE_CALLS.has(method) && (chain.includes('getHandle()') || /handle$/i.test(chain.at(-2) ?? ''));
  return viaClient || viaService || viaHandle;
}

/** A call that bounds what runs inside it: `withTemporal(client, () => …)` or `….withDeadline(deadline, () => …)`. */
function isDeadline(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const name = chainOf(node.callee as Node).at(-1);
  return name === 'withTemporal' || name === 'withDeadline';
}

type Scan = {
  /** Temporal calls: bounded when a deadline encloses them; `within` the named function they are in. */
  temporal: { call: string; bounded: boolean; within?: string }[];
  /** Calls of functions by name, bounded or not (to follow a helper that calls Temporal to its callers). */
  calls: { name: string; bounded: boolean }[];
};

/** The name a function is declared under: `function f`, `const f = () =>`. */
function declaredName(node: Node): string | undefined {
  if (node.type === 'FunctionDeclaration') return String((node.identifier as Node).value);
  const init = node.init as Node | undefined;
  if (node.type === 'VariableDeclarator' && (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression'))
    return (node.id as Node).type === 'Identifier' ? String((node.id as Node).value) : undefined;
  return undefined;
}

/** Every Temporal call of a source text, with whether a deadline encloses it, and every call by name. */
function scanSource(source: string): Scan {
  const ast = parseSync(source, { syntax: 'typescript' }) as unknown as Node;
  const scan: Scan = { temporal: [], calls: [] };
  const walk = (node: unknown, bounded: boolean, within: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, bounded, within);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'CallExpression') {
      const chain = chainOf(n.callee as Node);
      if (isTemporalCall(chain)) scan.temporal.push({ call: chain.join('.'), bounded, ...(within ? { within } : {}) });
      scan.calls.push({ name: chain.at(-1)!, bounded });
    }
    const inside = bounded || isDeadline(n);
    const name = declaredName(n) ?? within;
    for (const [key, child] of Object.entries(n)) if (key !== 'span') walk(child, inside, name);
  };
  walk(ast, false, undefined);
  return scan;
}

const scanFile = (file: string) => scanSource(readFileSync(join(root, file), 'utf8'));

/**
 * Code that calls Temporal outside a request's path, where no agent waits: it runs once at a
 * worker's start or from an operator's command, and Temporal's own retries are what it wants.
 */
const OUTSIDE_REQUESTS: Record<string, string> = {
  'src/housekeeping/schedule.ts': 'the worker creates the housekeeping schedule at start',
  'src/temporal/setup.ts': '`ops temporal-setup` registers the namespace and search attributes',
};

/**
 * docs/ARCHITECTURE.md: every Temporal call from the API side is bounded, by `withTemporal`
 * (src/temporal/calls.ts: 3 s, then 503) or by a `withDeadline` of its own (the agent's wait for
 * a booking's or a hold's outcome), so a hung Temporal never holds a request. Read from the
 * syntax tree of every file in src/: a new call outside both fails here.
 */
describe('deadlines on Temporal calls', function () {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('src', file));

  it('every Temporal call in src/ runs inside withTemporal or a withDeadline', function () {
    const scans = files.map((file) => ({ file, ...scanFile(file) }));
    const requestSide = scans.filter(({ file }) => !(file in OUTSIDE_REQUESTS));
    // A helper that calls Temporal (health.ts' inspectNamespace) is bounded where every caller bounds it.
    const callsOf = (name: string) => requestSide.flatMap(({ calls }) => calls.filter((c) => c.name === name));
    const boundedByCallers = (name: string | undefined) => name !== undefined && callsOf(name).length > 0 && callsOf(name).every((c) => c.bounded);
    const unbounded = requestSide.flatMap(({ file, temporal }) =>
      temporal.filter(({ bounded, within }) => !bounded && !boundedByCallers(within)).map(({ call }) => `${file}: ${call}`),
    );
    assert.deepEqual(unbounded, []);
    // The starters, signals, updates and look-ups of bookings, holds, notifications, mail and availability.
    const found = requestSide.reduce((n, { temporal }) => n + temporal.length, 0);
    assert.ok(found >= 20, `only ${found} Temporal calls found: is the check still reading the calls?`);
  });

  it('tells a bounded call from an unbounded one, and follows a helper to its callers', function () {
    const temporal = (source: string) => scanSource(source).temporal;
    assert.deepEqual(temporal('await withTemporal(deps.client, () => deps.client.workflow.start(w, { args }));'), [
      { call: 'deps.client.workflow.start', bounded: true },
    ]);
    assert.deepEqual(temporal('await deps.client.workflow.getHandle(id).signal(releaseSignal);'), [
      { call: 'deps.client.workflow.getHandle().signal', bounded: false },
    ]);
    assert.deepEqual(temporal('const handle = client.workflow.getHandle(id); await client.withDeadline(at, () => handle.result()); await handle.describe();'), [
      { call: 'handle.result', bounded: true },
      { call: 'handle.describe', bounded: false },
    ]);
    assert.deepEqual(temporal('product.schedule.slots[time]; deps.workflows.start(); queue.result();'), []);
    const helper = scanSource('async function probe(c) { await c.workflowService.getSystemInfo({}); } await c.connection.withDeadline(at, () => probe(c));');
    assert.deepEqual(helper.temporal, [{ call: 'c.workflowService.getSystemInfo', bounded: false, within: 'probe' }]);
    assert.ok(helper.calls.some((c) => c.name === 'probe' && c.bounded));
  });

  it('leaves out only code that no request waits on, and which still calls Temporal', function () {
    for (const [file, why] of Object.entries(OUTSIDE_REQUESTS))
      assert.ok(scanFile(file).temporal.length > 0, `${file} (${why}) calls Temporal no more: drop it from the list`);
  });
});
