/** `npm run bench`: the benchmarks, one after another. See bench/availability.ts. */
import { runAvailabilityBench } from './availability.ts';

try {
  await runAvailabilityBench();
  // Nothing should be left open, but a stray handle must not keep a finished benchmark alive.
  process.exit(0);
} catch (err) {
  console.error('benchmark failed:', err);
  process.exit(1);
}
