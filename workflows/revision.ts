import { deprecatePatch, workflowInfo } from '@temporalio/workflow';
import { type Revised, WORKFLOW_REVISION } from '../contracts/revision.ts';

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
