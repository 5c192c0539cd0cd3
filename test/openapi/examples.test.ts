import assert from 'node:assert/strict';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { z } from 'zod';
import { ERROR_STATUS } from '../../src/errors.ts';
import { agentApiDocument, errorsByStatus, openApiPath } from '../../src/openapi/document.ts';
import { EXAMPLES, operationKey } from '../../src/openapi/examples.ts';
import { OPERATIONS } from '../../src/openapi/operations.ts';

type MediaType = { examples?: Record<string, { value: unknown }> };
type DocumentOperation = {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};

/** Every operation with its examples; a missing one fails the first test, not a crash here. */
const cases = OPERATIONS.map((op) => ({ op, key: operationKey(op), examples: EXAMPLES[operationKey(op)] }));

/** The operations that have examples: the first test reports those without, the others check these. */
const described = cases.flatMap(({ op, key, examples }) => (examples ? [{ op, key, examples }] : []));

/** The zod problems of a value, as one line each, for the failure message. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** The names of a parameter object's fields. */
const fieldNames = (schema: z.ZodType) => Object.keys((schema as z.ZodObject).shape);

describe('OpenAPI examples of every operation', function () {
  const document = JSON.parse(JSON.stringify(agentApiDocument())) as { paths: Record<string, Record<string, DocumentOperation>> };

  it('every operation has an example of its request (body, query, path) and of its answer, and an error', function () {
    const missing: string[] = [];
    for (const { op, key, examples } of cases) {
      if (!examples) {
        missing.push(`${key}: no examples`);
        continue;
      }
      if (op.body && Object.keys(examples.body ?? {}).length === 0) missing.push(`${key}: no request body example`);
      if (op.query && !examples.query) missing.push(`${key}: no query example`);
      if (op.params && !examples.params) missing.push(`${key}: no path parameter example`);
      if (!examples.answer) missing.push(`${key}: no answer example`);
      if (!examples.error) missing.push(`${key}: no error example`);
      // Examples of a part the operation does not have would be rendered nowhere.
      if (!op.body && examples.body) missing.push(`${key}: a body example, but no body`);
      if (!op.query && examples.query) missing.push(`${key}: a query example, but no query`);
      if (!op.params && examples.params) missing.push(`${key}: a path parameter example, but no path parameters`);
    }
    assert.deepEqual(missing, []);
    // And none is kept for an operation that no longer exists.
    const known = new Set(cases.map((c) => c.key));
    assert.deepEqual(
      Object.keys(EXAMPLES).filter((key) => !known.has(key as never)),
      [],
    );
  });

  it('every request example parses with the operation’s own body, query and path schemas', function () {
    const failures: string[] = [];
    for (const { op, key, examples } of described) {
      for (const [name, example] of Object.entries(examples.body ?? {})) {
        if (op.body) failures.push(...problems(op.body, example.value).map((p) => `${key} body ${name}: ${p}`));
      }
      for (const [part, schema, values] of [
        ['query', op.query, examples.query],
        ['params', op.params, examples.params],
      ] as const) {
        if (!schema || !values) continue;
        failures.push(...problems(schema, values).map((p) => `${key} ${part}: ${p}`));
        // Objects of parameters drop unknown keys: a misspelt name would parse, and be rendered nowhere.
        for (const name of Object.keys(values)) if (!fieldNames(schema).includes(name)) failures.push(`${key} ${part}: no parameter ${name}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('every answer example parses with the operation’s response schema', function () {
    const failures: string[] = [];
    for (const { op, key, examples } of described) failures.push(...problems(op.response, examples.answer.value).map((p) => `${key} answer: ${p}`));
    assert.deepEqual(failures, []);
  });

  it('every error example is a code the operation answers, at that code’s status', function () {
    const failures: string[] = [];
    for (const { op, key, examples } of described) {
      const { code } = examples.error;
      const entry = errorsByStatus(op).get(ERROR_STATUS[code]);
      if (!entry?.codes.includes(code)) failures.push(`${key}: ${code} (${ERROR_STATUS[code]}) is not among its answers`);
    }
    assert.deepEqual(failures, []);
  });

  it('the document carries them: body and answers as media-type examples, parameters with their example', function () {
    for (const { op, key, examples } of described) {
      const documented = document.paths[openApiPath(op.path)]?.[op.method];
      assert.ok(documented, `${key} in the document`);
      const json = (media: Record<string, MediaType> | undefined) => media?.['application/json']?.examples;
      if (examples.body) assert.deepEqual(json(documented.requestBody?.content), JSON.parse(JSON.stringify(examples.body)), `${key} request body`);
      const answer = json(documented.responses[String(op.status ?? 200)]?.content);
      assert.deepEqual(answer?.success?.value, examples.answer.value, `${key} answer`);
      const { code } = examples.error;
      assert.deepEqual(json(documented.responses[String(ERROR_STATUS[code])]?.content)?.[code]?.value, { error: code }, `${key} error ${code}`);
      for (const [location, values] of [
        ['query', examples.query],
        ['path', examples.params],
      ] as const) {
        for (const [name, value] of Object.entries(values ?? {})) {
          const parameter: { example?: unknown } | undefined = documented.parameters?.find((p) => p.in === location && p.name === name);
          assert.equal(parameter?.example, value, `${key} ${location} parameter ${name}`);
        }
      }
    }
  });

  it('Redocly finds every example valid against the schema beside it', async function () {
    const lint = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({
        rules: {
          'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false },
          'no-invalid-parameter-examples': 'error',
          'no-invalid-schema-examples': 'error',
        },
      }),
    });
    assert.deepEqual(
      lint.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
      [],
    );
  });

  it('tokens, secrets, one-time codes and URL passwords in the examples say they are examples', function () {
    const secrets: string[] = [];
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        if (/^(tmk_|whsec_)/.test(value) || ['token', 'webhook_secret'].includes(key)) secrets.push(value);
        const password = /^https:\/\/[^/@:]*:([^/@]*)@/.exec(value)?.[1];
        if (password !== undefined && password !== '***') secrets.push(password);
      } else if (value && typeof value === 'object') for (const [k, item] of Object.entries(value)) walk(item, k);
    };
    for (const { examples } of cases) {
      walk({ body: examples?.body, query: examples?.query, params: examples?.params, answer: examples?.answer }, '');
      // A one-time code (verification, token reset) in a body or a query; a path's `code` is a promotion's.
      for (const part of [examples?.query, ...Object.values(examples?.body ?? {}).map((b) => b.value as Record<string, unknown>)]) {
        if (typeof part?.code === 'string') secrets.push(part.code);
      }
    }
    assert.ok(secrets.length >= 5, secrets.join(', '));
    for (const secret of secrets) assert.match(secret, /EXAMPLE/, `${secret} says it is an example`);
  });
});
