/**
 * One declaration per `/v1` operation, beside its handler (`src/<area>/routes.ts`): the router
 * mounts it from that declaration (guards and validation included) and the OpenAPI document is
 * made from the same object (src/openapi/operations.ts lists them all, in the document's order).
 */
import type { Router, RouterContext } from '@koa/router';
import { modeGuard } from './middleware/modeGuard.ts';
import type { ScenarioOperation } from '../suppliers/scenarios.ts';
import type { Mode } from '../domain/mode.ts';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { Guards } from './guards.ts';
import { type Input, validate } from './middleware/validate.ts';
import type { AppState, AuthState } from './state.ts';
import { ApiError } from '../errors.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Operation = {
  method: Method;
  /** Koa's form, `/account/:id`, under /v1. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** HTTP Basic with the account identifier and its token (`guards.authenticated`). */
  auth: boolean;
  /** POSTs that replay their first answer for a repeated Idempotency-Key (guards.idempotent). */
  idempotent?: boolean;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Set after the handler: handlers do not set a status of their own. */
  status?: 200 | 202;
  response: z.ZodType;
  /**
   * The codes this operation answers beside the ones every operation may (see document.ts). Kept
   * by hand: the handlers' services throw them from many modules (docs/DECISIONS.md, issue 24).
   */
  errors: ErrorCode[];
  /** Passes the supplier's refusals through: those of SUPPLIER_CODES (src/errors.ts) at 400, any other as 502 SUPPLIER_ERROR. */
  supplierCodes?: boolean;
  /** One mode only: `live` for what both modes share (settings, grants, rates), `test` for test mode's own (the wipe). */
  modes?: Mode;
  /** Takes a Test-Scenario header in test mode (src/suppliers/scenarios.ts): which operation it is to the simulated supplier. */
  testScenario?: ScenarioOperation;
  responseHeaders?: Record<string, string>;
  /**
   * Also takes its body as `text/csv`: read into the JSON body (then validated as any), with
   * whatever the reader adds to `ctx.state` (say, how to name what it read in a refusal). Any
   * other operation answers a CSV body 415.
   */
  csvBody?: (text: string, state: AuthState) => { body: unknown; state?: Record<string, unknown> };
  /** Also answers `text/csv` to `Accept: text/csv` (the document lists it beside JSON). */
  csvAnswer?: true;
};

/** What an operation that calls a supplier may answer when the supplier fails or does not answer. */
export const SUPPLIER_FAILURES: ErrorCode[] = ['SUPPLIER_ERROR', 'SUPPLIER_UNAVAILABLE'];

/** The declaration as written, its schemas' types kept, so that the handler's input is typed from them. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

type Schemas<O extends Operation> = Pick<O, Extract<keyof O, 'params' | 'query' | 'body'>>;

/** `ctx.state` in an operation's handler: the account when it authenticates, and its validated input. */
export type OperationState<O extends Operation> = (O['auth'] extends true ? AuthState : AppState) & { input: Input<Schemas<O>> };

export type OperationHandler<O extends Operation, Extra extends object = object> = (ctx: RouterContext<OperationState<O> & Extra>) => Promise<void> | void;

/** The guards the routes are mounted with; `authenticated` may add state of its own (`Extra`). */
export type OperationGuards<Extra extends object = object> = Omit<Guards, 'authenticated'> & { authenticated: Middleware<AuthState & Extra> };

/** A `text/csv` body (the body parser reads it as text): read by the operation's reader, else 415. */
function readCsvBody(reader: Operation['csvBody']): Middleware<AuthState> {
  return async function csvBodyMiddleware(ctx, next) {
    if (typeof ctx.request.body === 'string') {
      if (!reader) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { detail: 'content-type: this operation takes JSON' });
      const read = reader(ctx.request.body, ctx.state);
      ctx.request.body = read.body;
      Object.assign(ctx.state, read.state ?? {});
    }
    await next();
  };
}

/**
 * `route(declaration, handler)` mounts `router[method](path, …guards, validate, handler)`, every
 * middleware derived from the declaration: `auth` → guards.authenticated, `idempotent` →
 * guards.idempotent, params/query/body → validate, in that order; a declared `status` is set after
 * the handler.
 */
export function mountOperations<Extra extends object = object>(router: Router<AuthState>, guards: OperationGuards<Extra>) {
  return function route<const O extends Operation>(operation: O, handler: OperationHandler<O, Extra>): void {
    const { method, path, auth, idempotent, params, query, body, status, modes, testScenario } = operation;
    if (idempotent && !auth) throw new Error(`${method} ${path}: an idempotent operation replays per account, so it must authenticate`);
    const middleware: Middleware<AuthState>[] = [];
    if (auth) middleware.push(guards.authenticated as Middleware<AuthState>, modeGuard({ modes, testScenario }) as Middleware<AuthState>);
    if (idempotent) middleware.push(guards.idempotent);
    middleware.push(readCsvBody(operation.csvBody) as Middleware<AuthState>);
    if (params || query || body) {
      // It sets `ctx.state.input`, which koa's types would have it read as well.
      middleware.push(validate({ ...(params ? { params } : {}), ...(query ? { query } : {}), ...(body ? { body } : {}) }) as unknown as Middleware<AuthState>);
    }
    router[method](path, ...middleware, async function operationHandler(ctx) {
      await handler(ctx as unknown as RouterContext<OperationState<O> & Extra>);
      if (status) ctx.status = status;
    });
  };
}
