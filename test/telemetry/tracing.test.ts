import assert from 'node:assert/strict';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Client } from '@temporalio/client';
import { startTracing, statementWithoutValues, type Tracing } from '../../src/telemetry/tracing.ts';
import { tracingClientInterceptors } from '../../src/temporal/tracing.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';

/** Issue 12 §3: one trace from the agent's request through the workflow and activity to the supplier's HTTP call. */
describe('tracing (OpenTelemetry)', function () {
  this.timeout(60_000);
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let world: BookingWorld;

  before(async function () {
    tracing = startTracing({ serviceName: 'marketplace-test', exporter })!;
    const temporal = new Client({ connection: testStack().temporal.connection, namespace: 'default', interceptors: tracingClientInterceptors() });
    world = await startBookingWorld({ temporal });
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
    for (let i = 0; i < 100 && found.chain.at(-1) !== found.request?.name; i++) {
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
    assert.equal(chain.at(-1), request.name, `the chain does not end at the API request: ${chain.join(' < ')}`);
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
