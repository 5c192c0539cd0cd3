import type { Cleanups } from '../cleanups.ts';

export async function runTemporalVolume(_cleanups: Cleanups, say: (line: string) => void): Promise<void> {
  say('Temporal at volume: not yet');
}
