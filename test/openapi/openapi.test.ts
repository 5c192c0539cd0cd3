import assert from 'node:assert/strict';
import type Router from '@koa/router';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { openApiPath } from '../../src/openapi/document.ts';
import { OPERATIONS } from '../../src/openapi/operations.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { openApi31Problems } from '../helpers/openapiValidity.ts';

describe('OpenAPI document', function () {
  let api: Harness;
  let document: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; webhooks: Record<string, unknown> };
  before(async function () {
    api = await startHarness({ worker: false });
    const res = await api.call('GET', '/openapi.json');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    document = res.body;
  });
  after(async () => api?.stop());

  it('is served at GET /openapi.json as OpenAPI 3.1, with the notifications as webhooks', function () {
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual(Object.keys(document.webhooks).sort(), [
      'availability.updated',
      'booking.cancelled_by_supplier',
      'booking_cancellation',
      'booking_confirmation',
      'booking_update',
      'rates.updated',
      'test',
      'ticket_redemption',
    ]);
    const reservation = document.paths['/v1/reservation']?.post;
    assert.ok(reservation);
    // Statuses and codes come from the operation's list and the one error vocabulary.
    assert.deepEqual(Object.keys(reservation.responses).sort(), [
      '200',
      '400',
      '401',
      '403',
      '404',
      '408',
      '409',
      '413',
      '415',
      '422',
      '429',
      '431',
      '500',
      '502',
      '503',
    ]);
  });

  it('declares Request-Id on every answer, and Error-Detail on every error answer (issue 22 §1)', function () {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (path === '/ready' || path === '/health') continue;
        for (const [status, answer] of Object.entries(operation.responses)) {
          const headers = Object.keys(answer.headers ?? {});
          if (!headers.includes('Request-Id')) missing.push(`${method} ${path} ${status}: Request-Id`);
          if (Number(status) >= 400 && !headers.includes('Error-Detail')) missing.push(`${method} ${path} ${status}: Error-Detail`);
        }
      }
    }
    assert.deepEqual(missing, []);
  });

  it('passes the Redocly linter’s recommended rules without an error', async function () {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off', 'info-license-url': 'off' } }),
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    assert.deepEqual(errors, []);
  });

  it('serves the supplier callbacks as a second document, lint-clean, with every callback of the contract', async function () {
    const res = await api.call('GET', '/openapi/supplier.json');
    assert.equal(res.status, 200);
    const supplier = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    assert.equal(supplier.openapi, '3.1.0');
    assert.deepEqual(Object.keys(supplier.paths).sort(), [
      '/availability',
      '/barcode_lookup',
      '/booking_cancellation',
      '/booking_confirmation',
      '/booking_update',
      '/products',
      '/reservation',
      '/reservation_cancellation',
      // Called only once a supplier declared the capability (issue 23).
      '/reservation_extension',
    ]);
    const problems = await lintFromString({
      source: JSON.stringify(supplier),
      absoluteRef: 'supplier.json',
      config: await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off', 'info-license-url': 'off' } }),
    });
    assert.deepEqual(
      problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
      [],
    );
  });

  it('shows the booking callbacks’ one extra field, `answers` (issue 33 §2): optional, a list of {question, value, ticket?}, said to come only for products that ask', async function () {
    const supplier = (await api.call('GET', '/openapi/supplier.json')).body as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Record<string, any> }> } } }>;
      components: { schemas: Record<string, Record<string, any>> };
    };
    for (const path of ['/booking_confirmation', '/booking_update']) {
      const schema = supplier.paths[path]!.post.requestBody.content['application/json']!.schema;
      assert.ok(schema.properties.answers, path);
      assert.ok(!(schema.required as string[]).includes('answers'), `${path}: answers is optional`);
      assert.deepEqual(schema.properties.answers.items, { $ref: '#/components/schemas/BookingAnswer' });
      assert.match(schema.properties.answers.description, /^Only for a product \(or option\) for which you declared `questions`/);
    }
    const answer = supplier.components.schemas.BookingAnswer!;
    assert.deepEqual(
      [Object.keys(answer.properties), answer.required],
      [
        ['question', 'value', 'ticket'],
        ['question', 'value'],
      ],
    );
    // What a supplier declares: GET /products documents `questions` with the rest of a product.
    assert.match(JSON.stringify(supplier.paths['/products']), /questions/);
    // And the agent's side: the bodies take `answers`, the products and the public account show what applies.
    const body = (path: string) => (document.paths[path] as any).post.requestBody.content['application/json'].schema;
    for (const path of ['/v1/booking_confirmation', '/v1/booking_update']) assert.ok(body(path).properties.answers, path);
  });

  it('both documents are valid OpenAPI 3.1: the official schema, every Schema Object against JSON Schema 2020-12, an operationId on every operation', async function () {
    const supplier = (await api.call('GET', '/openapi/supplier.json')).body as unknown;
    assert.deepEqual(await openApi31Problems(document), []);
    assert.deepEqual(await openApi31Problems(supplier), []);
  });

  it('the validity check catches what the official schema and Redocly let through (an empty prefixItems, a missing operationId)', async function () {
    const supplier = (await api.call('GET', '/openapi/supplier.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const broken = structuredClone(supplier);
    delete broken.paths['/products']!.get!.operationId;
    (broken.paths['/reservation']!.post!.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema = {
      type: 'array',
      prefixItems: [],
    };
    const problems = await openApi31Problems(broken);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems.join('\n'), /reservation.*prefixItems must NOT have fewer than 1 items/);
    assert.match(problems.join('\n'), /GET \/products: no operationId/);
  });

  it('documents exactly the operations the app mounts', function () {
    // Koa's middleware: each router's dispatch function carries the router it serves.
    const mounted = new Set<string>();
    for (const middleware of api.app.middleware as ((...args: unknown[]) => unknown & { router?: Router })[]) {
      const router = (middleware as { router?: Router }).router;
      for (const layer of router?.stack ?? []) {
        for (const method of layer.methods) if (method !== 'HEAD') mounted.add(`${method} ${layer.path}`);
      }
    }
    const documented = new Set(OPERATIONS.map((op) => `${op.method.toUpperCase()} /v1${op.path}`));
    documented.add('GET /health');
    documented.add('GET /ready');
    documented.add('GET /openapi.json');
    documented.add('GET /openapi/supplier.json');
    // The reference page itself, not an API operation.
    documented.add('GET /docs');
    documented.add('GET /docs/scalar.js');
    assert.deepEqual([...mounted].sort(), [...documented].sort());
    for (const op of OPERATIONS) assert.ok(document.paths[openApiPath(op.path)]?.[op.method], `${op.method} ${op.path} in the document`);
  });

  it('fails a test whose answer drifts from the document', async function () {
    // The drift check runs inside the harness on every answer: a body the document does not allow must throw.
    const { checkAgainstOpenApi } = await import('../helpers/openapiCheck.ts');
    assert.throws(() => checkAgainstOpenApi('GET', '/v1/account', 200, 'application/json', { name: 'x' }), /OpenAPI drift/);
    assert.throws(() => checkAgainstOpenApi('GET', '/v1/account', 418, 'application/json', { error: 'TEAPOT' }), /does not document/);
    assert.throws(() => checkAgainstOpenApi('GET', '/v1/account', 401, 'application/json', { error: 'SOMETHING_ELSE' }), /OpenAPI drift/);
    checkAgainstOpenApi('GET', '/v1/account', 401, 'application/json', { error: 'UNAUTHORIZED' });
  });
});
