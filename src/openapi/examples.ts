/**
 * Examples of every operation of the agent API, keyed by operation (`'post /reservation'`): the
 * request (body, query and path parameters) and the success answer, plus the refusal a client
 * most often meets. document.ts renders them into `GET /openapi.json`; test/openapi/examples.test.ts
 * checks that every operation has them and that each parses with the operation's own schemas.
 * One story runs through them all (examples/story.ts).
 */
import { z } from 'zod';
import type { ZodOpenApiExamplesObject } from 'zod-openapi';
import { ERROR_STATUS } from '../errors.ts';
import { ACCOUNT_EXAMPLES } from './examples/accounts.ts';
import { BOOKING_EXAMPLES } from './examples/bookings.ts';
import { CATALOG_EXAMPLES } from './examples/catalog.ts';
import { ORDER_EXAMPLES } from './examples/orders.ts';
import { REDEMPTION_EXAMPLES } from './examples/redemption.ts';
import { REQUEST_LOG_EXAMPLES } from './examples/requestLog.ts';
import type { ExamplesByOperation, OperationExamples, OperationKey, ParamValue } from './examples/story.ts';
import type { Operation } from './operations.ts';

export type { Example, OperationExamples, OperationKey } from './examples/story.ts';
export { IDEMPOTENCY_KEY } from './examples/story.ts';

export const EXAMPLES: ExamplesByOperation = {
  ...ACCOUNT_EXAMPLES,
  ...CATALOG_EXAMPLES,
  ...BOOKING_EXAMPLES,
  ...ORDER_EXAMPLES,
  ...REDEMPTION_EXAMPLES,
  ...REQUEST_LOG_EXAMPLES,
};

export const operationKey = (op: Pick<Operation, 'method' | 'path'>): OperationKey => `${op.method} ${op.path}` as OperationKey;

/** The operation's examples; undefined when it has none (the examples test fails then). */
export const examplesOf = (op: Operation): OperationExamples | undefined => EXAMPLES[operationKey(op)];

/** What to spread into a media type: its named `examples`, when there are any. */
type MediaExamples = { examples?: ZodOpenApiExamplesObject };

/** The request body's examples. */
export function bodyExamples(op: Operation): MediaExamples {
  const body = examplesOf(op)?.body;
  return body ? { examples: body } : {};
}

/** The success answer's example. */
export function answerExamples(op: Operation): MediaExamples {
  const answer = examplesOf(op)?.answer;
  return answer ? { examples: { success: answer } } : {};
}

/** The example of the error answer with this status: the operation's typical refusal, when it has this status. */
export function errorExamples(op: Operation, status: number): MediaExamples {
  const error = examplesOf(op)?.error;
  return error && ERROR_STATUS[error.code] === status ? { examples: { [error.code]: { summary: error.summary, value: { error: error.code } } } } : {};
}

/**
 * The parameters' object with each example set on its field (`.meta({ param: { example } })`, which
 * zod-openapi renders as the Parameter Object's `example`); the object itself when there are none.
 * Only for the document: the refinements of the object are not kept.
 */
export function withParamExamples(schema: z.ZodObject, values: Record<string, ParamValue> | undefined): z.ZodObject {
  if (!values) return schema;
  return z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([name, field]) => [
        name,
        Object.hasOwn(values, name) ? (field as z.ZodType).meta({ param: { example: values[name] } }) : field,
      ]),
    ),
  );
}
