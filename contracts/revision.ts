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
