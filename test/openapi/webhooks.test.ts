/**
 * Issue 42 §2: the notification catalogue, in both OpenAPI documents: every event the marketplace
 * sends, its path, its headers and its body, with examples that parse with the very schema the
 * marketplace's notifications are checked against. Stack-free.
 */
import assert from 'node:assert/strict';
import { NOTIFICATION_EVENTS } from '../../src/db/entities/Notification.ts';
import { agentApiDocument } from '../../src/openapi/document.ts';
import { supplierCallbacksDocument } from '../../src/openapi/supplierDocument.ts';
import { NOTIFICATION_BODIES } from '../../src/openapi/webhooks.ts';

type Webhook = {
  post: {
    summary: string;
    description: string;
    parameters: { name: string; in: string; required: boolean; example?: unknown; schema?: { enum?: string[] } }[];
    requestBody: { content: { 'application/json': { examples: Record<string, { value: unknown }> } } };
  };
};
const webhooksOf = (document: unknown) => (JSON.parse(JSON.stringify(document)) as { webhooks: Record<string, Webhook> }).webhooks;

describe('the notification catalogue: webhooks of both OpenAPI documents (issue 42 §2)', function () {
  const agent = webhooksOf(agentApiDocument());
  const supplier = webhooksOf(supplierCallbacksDocument());

  it('lists every event the marketplace sends, the same in both documents', function () {
    assert.deepEqual(Object.keys(agent).sort(), [...NOTIFICATION_EVENTS].sort());
    assert.deepEqual(supplier, agent);
    // Issue 43's price-change notice among them, its body the RatesNotice, with its currency.
    const rates = agent['rates.updated']?.post as (Webhook['post'] & { requestBody: { content: { 'application/json': { schema: unknown } } } }) | undefined;
    assert.deepEqual(rates?.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/RatesNotice' });
    assert.match(rates?.description ?? '', /rate table/);
  });

  it('gives each event its path, its recipients, and its headers: the signature’s three, Idempotency-Key, Marketplace-Mode, Authorization', function () {
    for (const [event, { post }] of Object.entries(agent)) {
      assert.equal(post.summary, `POST {notification_url}/${event}`);
      assert.match(post.description, /\b[Tt]o (the|every|an?|itself)\b/, `${event}: says who receives it`);
      const headers = Object.fromEntries(post.parameters.map((p) => [p.name, p]));
      for (const name of ['Idempotency-Key', 'webhook-id', 'webhook-timestamp', 'Marketplace-Mode', 'User-Agent']) {
        assert.equal(headers[name]?.in, 'header', `${event}: ${name}`);
        assert.equal(headers[name]?.required, true, `${event}: ${name} is always sent`);
      }
      for (const name of ['webhook-signature', 'Authorization']) assert.equal(headers[name]?.required, false, `${event}: ${name} only when there is one`);
      assert.deepEqual(headers['Marketplace-Mode']?.schema?.enum, ['live', 'test']);
      assert.match(String(headers['webhook-signature']?.example), /^v1,[A-Za-z0-9+/]+=*$/);
    }
  });

  it('has an example of each event’s body, and each one parses with the schema its notifications are sent with', function () {
    for (const [event, { post }] of Object.entries(agent)) {
      const examples = Object.entries(post.requestBody.content['application/json'].examples);
      assert.ok(examples.length > 0, `${event}: no example`);
      const schema = NOTIFICATION_BODIES[event as keyof typeof NOTIFICATION_BODIES];
      for (const [name, { value }] of examples) {
        const parsed = schema.safeParse(value);
        assert.ok(parsed.success, `${event} ${name}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`);
      }
    }
  });
});
