/**
 * What the client's signatures are made of, read off the generated types of `GET /openapi.json`
 * (src/generated/openapi.ts): an operation's body, query, path parameters, answer and error codes.
 * When the document changes and the types are generated again, every signature follows.
 */
import type { components, paths, webhooks } from './generated/openapi.ts';

export type { components, paths, webhooks };

/** The document's named shapes: `Schemas['Booking']`, `Schemas['Reservation']`, … */
export type Schemas = components['schemas'];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

/** The methods an address answers. */
export type MethodOf<P extends ApiPath> = { [M in HttpMethod]: paths[P][M] extends undefined ? never : M }[HttpMethod];

type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { responses: infer R } ? R : never;

export type RequestBody<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
export type QueryOf<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
export type PathParamsOf<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { parameters: { path?: infer Q } } ? NonNullable<Q> : never;

/** The body of the operation's success answer. */
export type Answer<P extends ApiPath, M extends HttpMethod> = {
  [S in keyof Responses<P, M>]: S extends SuccessStatus ? JsonOf<Responses<P, M>[S]> : never;
}[keyof Responses<P, M>];

/**
 * Every documented error answer of the operation, as `{status, code}` pairs: a union that a
 * `switch (error.code)` is checked against (a code the operation never answers does not compile).
 */
export type ErrorAnswer<P extends ApiPath, M extends HttpMethod> = {
  [S in keyof Responses<P, M>]: S extends SuccessStatus
    ? never
    : S extends number
      ? JsonOf<Responses<P, M>[S]> extends { error: infer C }
        ? { status: S; code: C }
        : never
      : never;
}[keyof Responses<P, M>];

/** Whether the document says the operation honours an `Idempotency-Key` (a repeat with it is answered, not run again). */
export type HonoursIdempotencyKey<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { header?: infer H } }
    ? [NonNullable<H>] extends [never]
      ? false
      : 'Idempotency-Key' extends keyof NonNullable<H>
        ? true
        : false
    : false;

/** Which mode served an answer (`Marketplace-Mode`): test tokens (`tmk_test_…`) run in test mode. */
export type Mode = 'live' | 'test';
