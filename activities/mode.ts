import { Context } from '@temporalio/activity';
import type { Db } from '../src/db/orm.ts';
import type { Mode } from '../src/domain/mode.ts';
import { modeOfWorkflowId } from '../contracts/ids.ts';

/**
 * The mode of the workflow this activity runs for: its ID says (contracts/ids.ts). The one
 * source, so that an activity can never act on the other mode's rows than its workflow's.
 */
export function activityMode(): Mode {
  let workflowId = '';
  try {
    workflowId = Context.current().info.workflowExecution?.workflowId ?? '';
  } catch {
    // Called directly, outside any activity (a test racing two attempts of a step): live, as before modes.
  }
  return modeOfWorkflowId(workflowId);
}

/** The database of the running activity's mode. */
export function modeDb(db: Db): Db {
  return db.of(activityMode());
}
