import { type StatusSetter, trackStatus } from '../status.ts';
import type { WorkflowStatus } from '../../contracts/status.ts';

type Retry = Pick<WorkflowStatus, 'attempt' | 'lastError' | 'nextAttemptAt'>;

function describe(phase: string, detail?: string, retry?: Retry): string {
  const parts = [
    phase,
    detail,
    retry?.attempt === undefined ? undefined : `attempt ${retry.attempt} failed: ${retry.lastError ?? 'error'}; next at ${retry.nextAttemptAt}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The order's `status` query (and the UI's Current Details): the order's phase, and each item's own
 * state, with the attempt a supplier call is at while its supplier is down. Queries are not
 * recorded, so the wording may change without breaking a replay.
 */
export function orderProgress(phase: string) {
  const set = trackStatus(phase);
  const items = new Map<number, string>();
  let current = phase;
  const refresh = () =>
    set(
      current,
      [...items.entries()]
        .sort(([a], [b]) => a - b)
        .map(([position, state]) => `item ${position}: ${state}`)
        .join('; ') || undefined,
    );
  return {
    phase(next: string) {
      current = next;
      refresh();
    },
    /** The status setter of one item's step. */
    item(position: number): StatusSetter {
      return (phase, detail, retry) => {
        items.set(position, describe(phase, detail, retry));
        refresh();
      };
    },
  };
}

export type OrderProgress = ReturnType<typeof orderProgress>;
