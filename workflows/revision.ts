import { patched, workflowInfo } from '@temporalio/workflow';

/**
 * The revision of the booking-step and hold workflows that the API starts now, carried in their
 * input. A workflow started at revision 2 or later takes the newest path of every patch those
 * workflows held when revision 2 was cut, without recording the patch: each `patched()` costs a
 * new workflow a marker and an upsert of `TemporalChangeVersion`, two history events (and two
 * writes to Temporal's database) for a decision its input already settles. Workflows started before
 * carry no revision and still branch on their patch markers, so recorded histories replay as they
 * ran. A later change to these workflows adds a `patched()` again, or a revision 3 once it retires
 * one more.
 */
export const WORKFLOW_REVISION = 2;

export type Revised = { revision?: number };

/**
 * Whether a workflow started at revision 2 or later (see WORKFLOW_REVISION). One started at a
 * revision newer than this worker's fails its workflow task, which Temporal retries until a worker
 * that knows the revision takes it (a rolling deploy that starts the API first).
 */
export function isRevised(input: Revised): boolean {
  const revision = input.revision ?? 1;
  if (revision > WORKFLOW_REVISION) throw new Error(`started at workflow revision ${revision}; this worker knows up to ${WORKFLOW_REVISION}`);
  return revision >= 2;
}

/**
 * Whether the workflow takes the path that `patchId` introduced: always, for one started at
 * revision 2 or later; by its patch marker, for one started before. A revision-2 workflow that a
 * worker of the release before ran (the API deployed first) took the patched path too and holds the
 * marker: it is consumed on replay, where `patched()` records nothing, so the history replays either
 * way. (What else revision 2 changed is decided by what its activities returned, which the history
 * records: see StepResult's `dispatch`.)
 */
export function patchedOrRevised(input: Revised, patchId: string): boolean {
  if (!isRevised(input)) return patched(patchId);
  if (workflowInfo().unsafe.isReplaying) patched(patchId);
  return true;
}
