import type { Db } from '../src/db/orm.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { createMailActivities } from './mail.ts';

export type ActivityDeps = { db: Db; mailer: Mailer; logger: Logger };

export function createActivities(deps: ActivityDeps) {
  return {
    ...createMailActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
