import assert from 'node:assert/strict';
import { agentApiDocument } from '../../src/openapi/document.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  'x-money'?: boolean;
};

/** Property names that mean money: each must be the shared money field (src/answerFields.ts `money`, marked `x-money`). */
const MONEY_NAMES = /^(rrp|net|discount|amount|price|total|refund_rrp|refund_net)$/;

/**
 * Every answer and notification that carries money names its ISO 4217 currency (issue 43 §4). The
 * document's money fields are the shared `money` schema, which the document marks `x-money`; a
 * walk from every answer and every notification body finds each one and fails unless an object
 * holding it (itself or any around it) has a `currency` property. A number named like money that
 * is not the shared field fails too, so a new amount cannot slip past the walk.
 */
describe('OpenAPI: every amount names its currency', function () {
  const document = JSON.parse(JSON.stringify(agentApiDocument())) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
    webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }>;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').at(-1)!]!) : schema);

  /** Each money field reached from `root`, with whether a currency is in scope, and money-named numbers that are not money. */
  function walk(root: Schema, at: string) {
    const found: { path: string; covered: boolean }[] = [];
    const impostors: string[] = [];
    const visit = (raw: Schema, path: string, covered: boolean, seen: Set<Schema>) => {
      const schema = resolve(raw);
      if (seen.has(schema)) return;
      const next = new Set(seen).add(schema);
      if (schema['x-money']) {
        found.push({ path, covered });
        return;
      }
      const here = covered || Boolean(schema.properties && 'currency' in schema.properties);
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        const resolved = resolve(child);
        const isNumber = resolved.type === 'number' || resolved.type === 'integer';
        if (isNumber && MONEY_NAMES.test(name) && !resolved['x-money']) impostors.push(`${path}.${name}`);
        visit(child, `${path}.${name}`, here, next);
      }
      if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${path}.*`, here, next);
      if (schema.items) visit(schema.items, `${path}[]`, here, next);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(branch, path, here, next);
    };
    visit(root, at, false, new Set());
    return { found, impostors };
  }

  const roots: { at: string; schema: Schema }[] = [
    ...Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.entries(op.responses ?? {}).flatMap(([status, response]) =>
          Object.entries(response.content ?? {})
            .filter(([type]) => type === 'application/json')
            .map(([, media]) => ({ at: `${method.toUpperCase()} ${path} ${status}`, schema: media.schema })),
        ),
      ),
    ),
    ...Object.entries(document.webhooks).map(([event, hook]) => ({
      at: `notification ${event}`,
      schema: hook.post.requestBody.content['application/json']!.schema,
    })),
  ];

  it('finds the money it must: holds, bookings, rates, quotes, reports and refunds carry amounts', function () {
    const carrying = new Set(roots.filter((root) => walk(root.schema, root.at).found.length > 0).map((root) => root.at.split(' ').slice(0, 2).join(' ')));
    for (const expected of [
      'POST /v1/reservation',
      'POST /v1/booking_confirmation',
      'POST /v1/booking_update',
      'GET /v1/bookings',
      'GET /v1/rates',
      'GET /v1/rates/{product}',
      'POST /v1/quotes',
      'GET /v1/reports/invoice',
      'GET /v1/reports/reconciliation',
      'GET /v1/booking_cancellation_quote',
      'notification booking.cancelled_by_supplier',
      'notification booking_cancellation',
    ])
      assert.ok(carrying.has(expected), `${expected} carries no money the walk can see: is the shared money field still marked?`);
  });

  it('every money field has a currency beside it or around it, and no money-named number bypasses the shared field', function () {
    const uncovered: string[] = [];
    const impostors: string[] = [];
    for (const root of roots) {
      const result = walk(root.schema, root.at);
      uncovered.push(...result.found.filter((f) => !f.covered).map((f) => f.path));
      impostors.push(...result.impostors);
    }
    assert.deepEqual(uncovered, [], 'amounts without a currency in scope');
    assert.deepEqual(impostors, [], 'numbers named like money that are not the shared money field');
  });

  it('the walk would notice: an answer with an amount and no currency fails it', function () {
    const bare: Schema = {
      type: 'object',
      properties: { total: { type: 'number', 'x-money': true }, nested: { type: 'object', properties: { rrp: { type: 'number' } } } },
    };
    const result = walk(bare, 'bare');
    assert.deepEqual(result.found, [{ path: 'bare.total', covered: false }]);
    assert.deepEqual(result.impostors, ['bare.nested.rrp']);
  });
});
