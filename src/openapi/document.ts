import { z } from 'zod';
import { SCENARIO_HEADER, SCENARIOS, type ScenarioOperation } from '../suppliers/scenarios.ts';
import { MODE_HEADER } from '../domain/mode.ts';
import {
  createDocument,
  type ZodOpenApiHeadersObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ERROR_STATUS, SUPPLIER_CODES, type ErrorCode } from '../errors.ts';
import { OPERATIONS, type Operation } from './operations.ts';
import { IDEMPOTENCY_KEY, answerExamples, bodyExamples, errorExamples, examplesOf, withParamExamples } from './examples.ts';
import { Health, Readiness } from './responses.ts';
import { notificationWebhooks } from './webhooks.ts';

/** What any operation may answer, whatever it does (the HTTP layer's own refusals). */
function commonErrors(op: Operation): ErrorCode[] {
  return [
    'INVALID_REQUEST',
    ...(op.body ? (['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const) : []),
    ...(op.auth ? (['UNAUTHORIZED', 'INVALID_TEST_SCENARIO'] as const) : []),
    ...(op.modes === 'live' ? (['LIVE_MODE_ONLY'] as const) : op.modes === 'test' ? (['TEST_MODE_ONLY'] as const) : []),
    ...(op.idempotent ? (['REQUEST_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED'] as const) : []),
    'TOO_MANY_REQUESTS',
    'REQUEST_TIMEOUT',
    'HEADERS_TOO_LARGE',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ];
}

/**
 * The codes an operation may answer, by status. An operation that passes the supplier's refusals
 * through answers the few it passes (SUPPLIER_CODES) and SUPPLIER_ERROR for any other: a closed
 * list, so that a client can switch over it (clients/typescript).
 */
export function errorsByStatus(op: Operation): Map<number, { codes: ErrorCode[] }> {
  const byStatus = new Map<number, { codes: ErrorCode[] }>();
  for (const code of new Set([...commonErrors(op), ...op.errors, ...(op.supplierCodes ? [...SUPPLIER_CODES, 'SUPPLIER_ERROR' as const] : [])])) {
    const status = ERROR_STATUS[code];
    const entry = byStatus.get(status) ?? { codes: [] };
    entry.codes.push(code);
    byStatus.set(status, entry);
  }
  return byStatus;
}

/** On every answer: the id our logs know the request by (give it when asking us about one), and the mode that served it. */
const REQUEST_ID_HEADER: ZodOpenApiHeadersObject = {
  'Request-Id': {
    description: 'The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request',
    schema: { type: 'string' },
  },
  [MODE_HEADER]: {
    description: 'Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live`',
    schema: { type: 'string', enum: ['live', 'test'] },
  },
};

/** On every error answer: what is wrong, in words, with the field's JSON path when a field is (the body stays `{"error": CODE}`). */
const ERROR_HEADERS = {
  ...REQUEST_ID_HEADER,
  'Error-Detail': {
    description:
      'What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). ' +
      'Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code.',
    schema: { type: 'string' },
  },
} as const;

function responses(op: Operation): ZodOpenApiResponsesObject {
  const ok = op.status ?? 200;
  const out: ZodOpenApiResponsesObject = {
    [ok]: {
      description: op.summary,
      headers: {
        ...REQUEST_ID_HEADER,
        ...Object.fromEntries(Object.entries(op.responseHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }])),
      },
      content: {
        'application/json': { schema: op.response, ...answerExamples(op) },
        ...(op.csvAnswer ? { 'text/csv': { schema: { type: 'string' as const, description: 'With `Accept: text/csv`: RFC 4180, a header row first' } } } : {}),
      },
    },
  };
  for (const [status, { codes }] of [...errorsByStatus(op)].sort(([a], [b]) => a - b)) {
    const schema = z.strictObject({ error: z.enum(codes as [ErrorCode, ...ErrorCode[]]) });
    out[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: codes.join(', '),
      headers: ERROR_HEADERS,
      content: { 'application/json': { schema, ...errorExamples(op, status) } },
    };
  }
  return out;
}

/** A refusal code that reads well in `refuse=CODE`'s example on each operation. */
const REFUSE_EXAMPLE: Partial<Record<ScenarioOperation, string>> = {
  reservation_extension: 'EXTENSION_LIMIT',
  booking_update: 'BOOKING_CANCELLED',
  booking_cancellation: 'TICKET_REDEEMED',
};

/** A scenario as the header names it, with an example argument: `supplier_down=10`. */
function scenarioExample(name: string, kind: string, operation: ScenarioOperation): string {
  if (kind === 'none') return name;
  if (kind === 'code') return `${name}=${REFUSE_EXAMPLE[operation] ?? 'NOT_AVAILABLE'}`;
  return `${name}=${kind === 'ms' ? 2000 : 10}`;
}

/**
 * The Test-Scenario header an operation takes in test mode: the scenarios that apply to it, from
 * the one table (src/suppliers/scenarios.ts), as a list and as named examples.
 */
function scenarioParameter(operation: ScenarioOperation) {
  const applicable = Object.entries(SCENARIOS).filter(([, s]) => (s.on as readonly string[]).includes(operation));
  const form = (name: string, kind: string) => (kind === 'none' ? name : `${name}=${kind === 'code' ? 'CODE' : 'N'}`);
  return {
    name: SCENARIO_HEADER,
    in: 'header' as const,
    required: false,
    description:
      'Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, ' +
      'deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 ' +
      '`INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). ' +
      'docs/API.md, "Test mode".\n\n' +
      applicable.map(([name, s]) => `- \`${form(name, s.argument.kind)}\`: ${s.does}. You see ${s.sees}.`).join('\n'),
    schema: { type: 'string' as const, minLength: 1, maxLength: 100 },
    examples: Object.fromEntries(
      applicable.map(([name, s]) => [
        name,
        {
          summary: scenarioExample(name, s.argument.kind, operation),
          description: `${s.does}. You see ${s.sees}.`,
          value: scenarioExample(name, s.argument.kind, operation),
        },
      ]),
    ),
  };
}

/** What an operation of one mode says about the other's token. */
function modeNote(op: Operation): string | undefined {
  if (op.modes === 'live') return 'Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).';
  if (op.modes === 'test') return 'Test token only (the live token is answered 403 `TEST_MODE_ONLY`).';
  return undefined;
}

/** `/account/:id` → `/v1/account/{id}`. */
export const openApiPath = (path: string) => `/v1${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

function operation(op: Operation): ZodOpenApiOperationObject {
  return {
    operationId: `${op.method}${op.path.replace(/[/:_]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description || op.modes ? { description: [op.description, modeNote(op)].filter(Boolean).join('\n\n') } : {}),
    security: op.auth ? [{ basic: [] }] : [],
    ...(op.params || op.query
      ? {
          requestParams: {
            ...(op.params ? { path: withParamExamples(op.params, examplesOf(op)?.params) } : {}),
            ...(op.query ? { query: withParamExamples(op.query as z.ZodObject, examplesOf(op)?.query) } : {}),
          },
        }
      : {}),
    ...(op.idempotent || op.testScenario
      ? {
          parameters: [
            ...(op.idempotent
              ? [
                  {
                    name: 'Idempotency-Key',
                    in: 'header' as const,
                    required: false,
                    description: 'A repeat with the same key and body gets the first answer again; the same key with another body is 422.',
                    schema: { type: 'string' as const, minLength: 1, maxLength: 200 },
                    example: IDEMPOTENCY_KEY,
                  },
                ]
              : []),
            ...(op.testScenario ? [scenarioParameter(op.testScenario)] : []),
          ],
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: op.body, ...bodyExamples(op) },
              ...(op.csvBody ? { 'text/csv': { schema: { type: 'string' as const, description: 'The same table as CSV (docs/API.md, Rates as CSV)' } } } : {}),
            },
          },
        }
      : {}),
    responses: responses(op),
  };
}

/** The agent-facing API (`GET /openapi.json`), made from the routes' own zod schemas. */
export function agentApiDocument(serverUrl?: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of OPERATIONS) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operation(op) };
  }
  paths['/ready'] = {
    get: {
      operationId: 'getReady',
      tags: ['Operations'],
      summary: 'Readiness: Postgres reachable and migrations applied; Temporal reported',
      description:
        'Ready means this instance can serve traffic: Postgres answers and every migration is applied. Temporal’s state is in the body ' +
        '(`ok`, `unreachable`, or what the server lacks: the namespace, search attributes) but does not make the instance unready: ' +
        'the operations that need Temporal answer 503 SERVICE_UNAVAILABLE with Retry-After themselves. `?strict=true` also requires Temporal.',
      security: [],
      parameters: [
        {
          name: 'strict',
          in: 'query',
          required: false,
          description: '`true`: not ready unless Temporal is `ok` as well',
          schema: { type: 'string', enum: ['true', 'false'] },
        },
      ],
      responses: {
        200: { description: 'Ready to serve', content: { 'application/json': { schema: Readiness } } },
        503: { description: 'Not ready: the checks say what is missing', content: { 'application/json': { schema: Readiness } } },
      },
    },
  };
  paths['/health'] = {
    get: {
      operationId: 'getHealth',
      tags: ['Operations'],
      summary: 'Liveness',
      security: [],
      responses: { 200: { description: 'Alive', content: { 'application/json': { schema: Health } } } },
    },
  };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ticket marketplace API',
      version: '1',
      description:
        'Agents sell suppliers’ tickets: products, availability, reservations, bookings; suppliers register redemptions and read reports. ' +
        'Errors are always `{"error": CODE}`. Concepts and flows: docs/API.md.\n\n' +
        '**Test mode.** Every account also has a test token (`tmk_test_…`: `test_token` in the answer to POST /v1/account; POST /v1/account/test_token ' +
        'issues or replaces it). A request made with it runs in test mode: the same operations, on reservations, bookings, barcodes, notifications, ' +
        'logs and reports of its own, invisible to live and unreachable from it; accounts, grants, products, rates and promotions are shared, so a test ' +
        `sale prices as a live one. Every answer says which mode served it (\`${MODE_HEADER}: live\` or \`test\`). Supplier calls go to the supplier’s ` +
        '`test_callback_url`, else to a simulated supplier built into the marketplace (20 seats a day, `TEST-…` barcodes), never to a live callback ' +
        `but for the product list; the \`${SCENARIO_HEADER}\` header makes it fail on demand. Changes to what both modes share answer 403 ` +
        '`LIVE_MODE_ONLY` with the test token; DELETE /v1/test_data wipes the caller’s test data. docs/API.md, "Test mode".',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    security: [{ basic: [] }],
    components: {
      securitySchemes: { basic: { type: 'http', scheme: 'basic', description: 'User name: the account identifier (email or domain); password: its token.' } },
    },
    paths,
    webhooks: notificationWebhooks(),
  });
}
