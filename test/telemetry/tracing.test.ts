import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { context } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { Client } from '@temporalio/client';
import { startTracing, statementWithoutValues, type Tracing } from '../../src/telemetry/tracing.ts';
import { tracingClientInterceptors } from '../../src/temporal/tracing.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startHarness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const PACKAGE_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Runs `fn` with these environment variables set, and puts back what was there after. */
function withEnv<T>(values: Record<string, string>, fn: () => T): T {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  try {
    return fn();
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };
const requestLine = (lines: string[], requestId: string) =>
  lines.map((line) => JSON.parse(line) as LogLine).find((line) => line.requestId === requestId && line.msg === 'request');
const TRACE_FIELDS = ['trace_id', 'span_id', 'trace_flags'];

/** Issue 12 §3: one trace from the agent's request through the workflow and activity to the supplier's HTTP call. */
describe('tracing (OpenTelemetry)', function () {
  this.timeout(60_000);
  const exporter = new InMemorySpanExporter();
  const logLines: string[] = [];
  let tracing: Tracing;
  let world: BookingWorld;

  before(async function () {
    // The resource detectors read the environment when tracing starts.
    tracing = withEnv({ OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=tracing-test,service.namespace=ticket-marketplace' }, () =>
      startTracing({ serviceName: 'marketplace-test', exporter }),
    )!;
    const temporal = new Client({ connection: testStack().temporal.connection, namespace: 'default', interceptors: tracingClientInterceptors() });
    world = await startBookingWorld({ temporal, logLines });
  });

  after(async function () {
    await world?.stop();
    await tracing?.shutdown();
  });

  const byId = (spans: ReadableSpan[]) => new Map(spans.map((s) => [s.spanContext().spanId, s]));
  const ancestors = (span: ReadableSpan, index: Map<string, ReadableSpan>) => {
    const chain: string[] = [];
    for (let parent = span.parentSpanContext?.spanId; parent; parent = index.get(parent)?.parentSpanContext?.spanId) {
      const found = index.get(parent);
      if (!found) break;
      chain.push(found.name);
    }
    return chain;
  };

  it('follows a confirmation from the API request through the workflow and its activity to the supplier, in one trace', async function () {
    await world.book();
    // Spans reach the exporter as they end: the request's last.
    const find = () => {
      const spans = exporter.getFinishedSpans();
      const request = spans.find(
        (s) => s.kind === 1 && s.attributes['url.path'] === '/v1/booking_confirmation' && s.attributes['http.request.method'] === 'POST',
      );
      const trace = spans.filter((s) => s.spanContext().traceId === request?.spanContext().traceId);
      const supplierCall = trace.find((s) => s.kind === 2 && String(s.attributes['url.full'] ?? '').endsWith('/cb/booking_confirmation'));
      const chain = supplierCall ? ancestors(supplierCall, byId(trace)) : [];
      return { spans, request, trace, supplierCall, chain };
    };
    let found = find();
    const reached = (f: typeof found) => f.request !== undefined && f.chain.includes(f.request.name);
    for (let i = 0; i < 100 && !reached(found); i++) {
      await new Promise((r) => setTimeout(r, 100));
      found = find();
    }
    const { spans, request, trace, supplierCall, chain } = found;
    assert.ok(request, `no server span for the confirmation: ${spans.map((s) => s.name).join(', ')}`);
    assert.ok(supplierCall, `no supplier call in the trace: ${trace.map((s) => s.name).join(', ')}`);
    const at = (prefix: string) => chain.findIndex((name) => name.startsWith(prefix));
    // The API starts a confirmation with update-with-start: the workflow runs and answers the update.
    const started = chain.findIndex((name) => /^(Start|UpdateWithStart|SignalWithStart)Workflow:/.test(name));
    // Innermost first: the activity (its workflow passed the context on), the API's start of the workflow, the request.
    assert.ok(at('RunActivity:confirmAtSupplier') >= 0, `supplier call not under the activity: ${chain.join(' < ')}`);
    assert.ok(started > at('RunActivity:'), `activity not under the workflow's start: ${chain.join(' < ')}`);
    const activity = trace.find((s) => s.name === 'RunActivity:confirmAtSupplier')!;
    assert.match(String(activity.attributes.temporalWorkflowId), /^booking:/);
    // Above the request only the test's own call: undici (fetch) is traced too and passes its context on.
    const aboveRequest = chain.slice(chain.indexOf(request.name) + 1);
    assert.ok(chain.includes(request.name) && aboveRequest.every((name) => name === 'POST'), `the chain does not end at the API request: ${chain.join(' < ')}`);
    assert.ok(
      trace.some((s) => s.attributes['koa.type'] === 'router' && s.attributes['http.route'] === '/v1/booking_confirmation'),
      'no Koa router span',
    );
    assert.ok(
      trace.some((s) => s.attributes['db.system.name'] === 'postgresql'),
      'no Postgres span in the trace',
    );

    // The supplier received the trace context, naming our call as its parent.
    const received = world.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation').at(-1);
    assert.equal(received?.headers.traceparent, `00-${request.spanContext().traceId}-${supplierCall.spanContext().spanId}-01`);
  });

  it('puts no credentials in any span', async function () {
    // A one-time code in a query string, and a body that fails to parse, quoting what it holds.
    assert.equal((await world.api.call('GET', '/v1/account/verify?code=CODE-S3CRET-42')).status, 400);
    const malformed = await world.api.call('POST', '/v1/account', { raw: '{"name": "x", "callback_url": BODY-S3CRET-43}' });
    assert.equal(malformed.status, 400);
    // A statement the ORM fails on: a taken e-mail, with a callback URL password in the insert.
    const taken = await world.api.call('POST', '/v1/account', {
      json: { name: 'Dup', email: world.owner.email, callback_url: 'https://u:URL-S3CRET-44@cb.example/cb', notification_url: 'https://n.example/n' },
    });
    assert.equal(taken.status, 400);
    await new Promise((r) => setTimeout(r, 200));
    const spans = exporter.getFinishedSpans();
    assert.ok(
      spans.some((s) => s.attributes['url.path'] === '/v1/account/verify'),
      'the verification request was not traced: this check would prove nothing',
    );
    const text = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })));
    // The SQL is recorded with its values blanked: the accounts' callback URLs carry these passwords.
    assert.ok(text.includes('callback_url'), 'no account insert was traced: this check would prove nothing');
    for (const secret of [world.agent.auth.password, world.owner.auth.password, 'owner-pass', 'an-secret', 'n-secret', 'Lovelace', 'S3CRET-4']) {
      assert.ok(!text.includes(secret), `a span contains a secret (${secret.slice(0, 3)}…)`);
    }
    assert.ok(!/basic [a-z0-9+/=]{8,}/i.test(text), 'a span contains a Basic authorization value');
  });

  /** Issue 22 §5: from a trace to its log lines, and back. */
  it("writes the request's trace id and its span's id on the request's log line", async function () {
    const requestId = `traced-${randomUUID()}`;
    const answer = await world.api.call('GET', '/v1/account', { auth: world.agent.auth, headers: { 'x-request-id': requestId } });
    assert.equal(answer.status, 200);
    const line = requestLine(logLines, requestId);
    assert.ok(line, 'no log line for the request');
    assert.match(String(line.trace_id), /^[0-9a-f]{32}$/, `no trace id on the line: ${JSON.stringify(line)}`);
    assert.match(String(line.span_id), /^[0-9a-f]{16}$/);
    assert.equal(line.trace_flags, '01');
    // The line's trace is the request's: its server span, and the span the line was written in.
    let trace: ReadableSpan[] = [];
    for (let i = 0; i < 50 && !trace.some((s) => s.kind === 1); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      trace = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === line.trace_id);
    }
    const server = trace.find((s) => s.kind === 1);
    assert.ok(server, `no server span in the line's trace: ${trace.map((s) => s.name).join(', ')}`);
    assert.equal(server.attributes['url.path'], '/v1/account', "the line's trace is not the request's");
    const written = trace.find((s) => s.spanContext().spanId === line.span_id);
    assert.ok(written, 'the line names a span that is not in the trace');
    assert.ok(written === server || ancestors(written, byId(trace)).includes(server.name), 'the line was written outside the request');
  });

  it("carries the request's trace onto the worker's lines for the booking it started", async function () {
    const reference = `TRACED-${randomUUID().slice(0, 8)}`;
    await world.book({}, { reference });
    const lines = () => logLines.map((line) => JSON.parse(line) as LogLine);
    // The API's line, written in the request; the activity's, written in the worker once the supplier confirmed.
    const requested = lines().find((line) => line.msg === 'booking requested' && line.reference === reference);
    let confirmed: LogLine | undefined;
    for (let i = 0; i < 50 && !confirmed; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      confirmed = lines().find((line) => line.msg === 'booking confirmed at supplier' && line.agentReference === reference);
    }
    assert.ok(requested && confirmed, 'a line of the booking is missing');
    assert.match(String(requested.trace_id), /^[0-9a-f]{32}$/, `no trace id on the API's line: ${JSON.stringify(requested)}`);
    assert.equal(confirmed.trace_id, requested.trace_id, "the worker's line is not in the request's trace");
    assert.notEqual(confirmed.span_id, requested.span_id);
  });

  it("describes the service on every span: OTEL_RESOURCE_ATTRIBUTES, the service's name and this release's version", async function () {
    assert.equal((await world.api.call('GET', '/v1/account', { auth: world.agent.auth })).status, 200);
    await new Promise((r) => setTimeout(r, 200));
    const spans = exporter.getFinishedSpans();
    assert.ok(spans.length > 0);
    const expected = {
      // OTEL_RESOURCE_ATTRIBUTES, as set when tracing started.
      'deployment.environment.name': 'tracing-test',
      'service.namespace': 'ticket-marketplace',
      'service.name': 'marketplace-test',
      'service.version': PACKAGE_VERSION,
      // The process detector's: which replica.
      'process.pid': process.pid,
    };
    for (const span of spans) {
      const resource = span.resource.attributes;
      assert.deepEqual(Object.fromEntries(Object.keys(expected).map((key) => [key, resource[key]])), expected, `the resource of ${span.name}`);
    }
  });

  it('is off without an OTLP endpoint', function () {
    assert.equal(startTracing({ serviceName: 'off', endpoint: undefined }), undefined);
  });

  it('records statements with their string values blanked', function () {
    assert.equal(
      statementWithoutValues("insert into account (name, callback_url) values ('O''Brien', 'https://u:p@x/cb') returning id"),
      "insert into account (name, callback_url) values ('?', '?') returning id",
    );
    assert.equal(statementWithoutValues(`select '${'x'.repeat(5000)}', ${'1, '.repeat(1000)}1`).length, 2_001);
  });
});

/** Issue 22 §5: off costs nothing and adds nothing, and shutting tracing down turns it off again. */
describe('log lines without tracing', function () {
  this.timeout(60_000);

  it('carry no trace fields, even for a request that comes with a traceparent; with tracing on, the caller’s trace id', async function () {
    const lines: string[] = [];
    const api = await startHarness({ worker: false, logLines: lines });
    let tracing: Tracing | undefined;
    try {
      const upstream = '0af7651916cd43dd8448eb211c80319c';
      const request = async () => {
        const requestId = `logs-${randomUUID()}`;
        const headers = { 'x-request-id': requestId, traceparent: `00-${upstream}-b7ad6b7169203331-01` };
        // A caller from outside: this process's own fetch untraced, or it would send a traceparent of its own.
        const answer = await context.with(suppressTracing(context.active()), () => api.call('GET', '/v1/account', { headers }));
        assert.equal(answer.status, 401);
        const line = requestLine(lines, requestId);
        assert.ok(line, 'no log line for the request');
        return line;
      };
      const traceFields = (line: LogLine) => TRACE_FIELDS.filter((key) => key in line);

      assert.deepEqual(traceFields(await request()), [], 'trace fields without tracing');
      // The same logger and app, traced: the line carries the caller's trace.
      tracing = startTracing({ serviceName: 'marketplace-test', exporter: new InMemorySpanExporter() })!;
      assert.equal((await request()).trace_id, upstream);
      await tracing.shutdown();
      tracing = undefined;
      assert.deepEqual(traceFields(await request()), [], 'trace fields after tracing was shut down');
    } finally {
      await tracing?.shutdown();
      await api.stop();
    }
  });
});
