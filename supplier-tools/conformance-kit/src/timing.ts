import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import type { Exchange, Status } from './types.ts';

/** An answer slower than this is reported as a warning: the agent is waiting for it. */
const SLOW_MS = 2000;

/** Answer time per callback; slow answers keep an agent waiting, and past the time-out they fail. */
export function recordTiming(checks: Checks, exchanges: Exchange[]) {
  const byCallback = new Map<string, number[]>();
  for (const exchange of exchanges) byCallback.set(exchange.callback, [...(byCallback.get(exchange.callback) ?? []), exchange.ms]);
  const lines = [...byCallback].map(([callback, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      callback,
      max: sorted.at(-1)!,
      line: `${callback}: ${times.length} call(s), median ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    };
  });
  const timedOut = exchanges.filter((e) => 'error' in e.answer && /no answer within/.test(e.answer.error));
  const slow = lines.filter((l) => l.max > SLOW_MS);
  const status: Status = timedOut.length ? 'fail' : slow.length ? 'warn' : 'pass';
  checks.record(
    'timing',
    'Answer time per callback',
    CLAUSES.timing,
    status,
    [
      ...(timedOut.length ? [`${timedOut.length} request(s) timed out`] : []),
      ...(slow.length ? [`slower than ${SLOW_MS} ms: ${slow.map((l) => l.callback).join(', ')}`] : []),
      ...lines.map((l) => l.line),
    ],
    timedOut,
  );
}
