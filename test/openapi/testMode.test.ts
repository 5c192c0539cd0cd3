import assert from 'node:assert/strict';
import { agentApiDocument, openApiPath } from '../../src/openapi/document.ts';
import { OPERATIONS } from '../../src/openapi/operations.ts';
import { isOrderScenarioOperation, ORDER_SCENARIO_STEPS, parseItemScenario, parseScenario, SCENARIO_HEADER, SCENARIOS } from '../../src/suppliers/scenarios.ts';

type Parameter = { name: string; in: string; description?: string; examples?: Record<string, { value: string }> };
type DocumentOperation = { description?: string; parameters?: Parameter[]; responses: Record<string, { headers?: Record<string, unknown> }> };

/** Test mode in the OpenAPI document (issue 31 §7): the header, the account fields, the triggers. */
describe('OpenAPI document: test mode', function () {
  const document = JSON.parse(JSON.stringify(agentApiDocument())) as {
    info: { description: string };
    paths: Record<string, Record<string, DocumentOperation>>;
    components: { schemas: Record<string, { properties: Record<string, unknown> }> };
  };
  const documented = (op: (typeof OPERATIONS)[number]) => document.paths[openApiPath(op.path)]![op.method]!;

  it('introduces test mode in the document’s description: the test token, the mode header, the simulated supplier, the triggers, the wipe', function () {
    for (const words of ['**Test mode.**', 'tmk_test_', 'Marketplace-Mode', 'test_callback_url', 'Test-Scenario', 'LIVE_MODE_ONLY', 'DELETE /v1/test_data']) {
      assert.ok(document.info.description.includes(words), `the description names ${words}`);
    }
  });

  it('declares Marketplace-Mode on every answer of every operation', function () {
    for (const op of OPERATIONS) {
      for (const [status, response] of Object.entries(documented(op).responses)) {
        assert.ok(response.headers?.['Marketplace-Mode'], `${op.method} ${op.path} ${status}`);
      }
    }
  });

  it('takes Test-Scenario exactly where an operation takes it, with an example of each scenario that applies there, each one the API accepts', function () {
    for (const op of OPERATIONS) {
      const parameter = documented(op).parameters?.find((p) => p.in === 'header' && p.name === SCENARIO_HEADER);
      if (!op.testScenario) {
        assert.equal(parameter, undefined, `${op.method} ${op.path} takes no ${SCENARIO_HEADER}`);
        continue;
      }
      const step = isOrderScenarioOperation(op.testScenario) ? ORDER_SCENARIO_STEPS[op.testScenario] : op.testScenario;
      const applicable = Object.entries(SCENARIOS)
        .filter(([, s]) => (s.on as readonly string[]).includes(step))
        .map(([name]) => name);
      if (op.testScenario === 'order_confirmation') applicable.push('stuck');
      assert.ok(parameter, `${op.method} ${op.path} takes ${SCENARIO_HEADER}`);
      assert.deepEqual(Object.keys(parameter.examples ?? {}), applicable, `${op.method} ${op.path}: one example per scenario`);
      for (const [name, example] of Object.entries(parameter.examples ?? {})) {
        const parsed = isOrderScenarioOperation(op.testScenario)
          ? parseItemScenario(example.value, op.testScenario)
          : parseScenario(example.value, op.testScenario);
        assert.ok(!('problem' in parsed), `${op.method} ${op.path}: ${example.value} is accepted`);
        const form = isOrderScenarioOperation(op.testScenario) ? `\`1:${name}` : `\`${name}`;
        assert.ok(parameter.description?.includes(form), `${op.method} ${op.path}: the description lists ${name}`);
      }
    }
  });

  it('says on each live-only operation that the test token is refused, and on the test-only one that the live token is', function () {
    for (const op of OPERATIONS.filter((o) => o.modes)) {
      const code = op.modes === 'live' ? 'LIVE_MODE_ONLY' : 'TEST_MODE_ONLY';
      assert.match(documented(op).description ?? '', new RegExp(code), `${op.method} ${op.path}`);
      assert.ok(documented(op).responses['403'], `${op.method} ${op.path} answers 403`);
    }
  });

  it('documents the account’s test-mode fields and the test token’s answers', function () {
    const { schemas } = document.components;
    for (const field of ['test_callback_url', 'test_notification_url', 'test_token_issued', 'previous_test_token_expires']) {
      assert.ok(schemas.OwnAccount?.properties[field], `OwnAccount.${field}`);
    }
    assert.ok(schemas.CreatedAccount?.properties.test_token, 'CreatedAccount.test_token');
    assert.ok(document.paths['/v1/account/test_token']?.post, 'POST /v1/account/test_token');
    assert.ok(document.paths['/v1/test_data']?.delete, 'DELETE /v1/test_data');
  });
});
