import type { EntityManager } from '@mikro-orm/postgresql';
import type { ItemScenario, Scenario } from '../suppliers/scenarios.ts';
import type { Router } from '@koa/router';
import type { Account } from '../db/entities/index.ts';
import type { Db } from '../db/orm.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';

/**
 * What the shared middleware puts on `ctx.state` for every request: live mode's database and an
 * EntityManager of it, until credentials of test mode switch both (src/accounts/authenticate.ts).
 */
export type AppState = { em: EntityManager; log: Logger; mode: Mode; db: Db };
/** After `authenticate()` (and the route's mode guard, which sets `scenario`: src/http/middleware/modeGuard.ts). */
export type AuthState = AppState & { account: Account; scenario?: Scenario | null; itemScenario?: ItemScenario | null };

export type AppRouter = Router<AppState>;
