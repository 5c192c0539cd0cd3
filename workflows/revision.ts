import { deprecatePatch, workflowInfo } from '@temporalio/workflow';

/**
 * The revision of the booking-step and hold workflows that the API starts now, carried in their
 * input. A workflow started at revision 2 or later takes the newest path of every patch those
 * workflows held when revision 2 was cut, without recording the patch: each `patched()` costs a
 * new workflow a marker and an upsert of `TemporalChangeVersion`, two history events (and two
 * writes to Temporal's database) for a decision its input already settles. Workflows started before
 * carry no revision; those patches are retired now (retiredPatch), so they take the same paths and
 * record each patch as deprecated. A later change to these workflows adds a `patched()` again, or a
 * revision 3 once it retires one more.
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
 * A patch being retired (docs/DEPLOYMENT.md, "Retiring a patch"): its old branch is gone, every
 * workflow takes the path it introduced. One started before revision 2 records the patch as
 * deprecated, as the SDK's sequence asks (patched, then deprecatePatch, then nothing): a worker of
 * the release before that replays it still finds the marker its `patched()` looks for. One started
 * at revision 2 records nothing; on replay it consumes the marker a worker of the release before
 * may have recorded for it (the API deployed first), which `deprecatePatch` accepts as well as none.
 * A history from before the patch has no marker and the old branch's commands: the replay fails
 * with a nondeterminism error rather than carrying on down a path it never took.
 */
export function retiredPatch(input: Revised, patchId: string): void {
  if (!isRevised(input) || workflowInfo().unsafe.isReplaying) deprecatePatch(patchId);
}
