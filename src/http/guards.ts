import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AuthState } from './state.ts';

/**
 * What stands in front of a handler, named by each route itself (`router.post(path,
 * guards.authenticated, …)`). A route runs its own guards whichever spelling of its path matched,
 * so no handler depends on a router-level `use()` matching paths the way the routes do.
 */
export type Guards = {
  /** HTTP Basic: sets `ctx.state.account`, or answers 401 (429 past the failure limit). */
  authenticated: Middleware<AuthState>;
  /** The agent's `Idempotency-Key` replay. Never on a route whose answer carries a secret. */
  idempotent: Middleware<AuthState>;
};

/** The body of a write that takes none: any field is refused rather than silently ignored. */
export const NoBody = z.strictObject({});
