/**
 * `npm run bench`: the benchmarks, one after another. `npm run bench -- reports` (or
 * `-- availability`, `-- booking`, `-- expiry`) runs only the ones named. See bench/availability.ts,
 * bench/reports.ts, bench/booking.ts and bench/expiry.ts.
 */
import { runAvailabilityBench } from './availability.ts';
import { runBookingBench } from './booking.ts';
import { runExpiryBench } from './expiry.ts';
import { runReportsBench } from './reports.ts';

const benches: Record<string, () => Promise<void>> = {
  availability: () => runAvailabilityBench(),
  reports: () => runReportsBench(),
  booking: () => runBookingBench(),
  expiry: () => runExpiryBench(),
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !Object.hasOwn(benches, name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

try {
  const names = requested.length > 0 ? [...new Set(requested)] : Object.keys(benches);
  for (const [i, name] of names.entries()) {
    if (i > 0) console.log(`\n${'='.repeat(100)}\n`);
    await benches[name]!();
  }
  // Nothing should be left open, but a stray handle must not keep a finished benchmark alive.
  process.exit(0);
} catch (err) {
  console.error('benchmark failed:', err);
  process.exit(1);
}
