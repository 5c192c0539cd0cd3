import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from '@koa/router';
import type { Account } from '../db/entities/index.ts';
import type { Logger } from '../logger.ts';

/** What the shared middleware puts on `ctx.state` for every request. */
export type AppState = { em: EntityManager; log: Logger };
/** After `authenticate()`. */
export type AuthState = AppState & { account: Account };

export type AppRouter = Router<AppState>;
