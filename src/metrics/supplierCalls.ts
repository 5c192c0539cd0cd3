import type { Registry } from 'prom-client';
import { countedAndTimed } from './countedAndTimed.ts';

const MAX_HOSTS = 500;

export type SupplierCall = { host: string; callback: string; outcome: string; seconds: number; mode: string };

/**
 * Supplier calls by supplier (the callback URL's host: one per supplier, never a path or a
 * password), callback (`POST /booking_confirmation`, or `notification /booking_confirmation` for
 * a notification to a receiver) and outcome (`success`, `refused`,
 * `retryable`, `invalid`, and so on), with their latency.
 */
export function supplierCallMetrics(registry: Registry): (call: SupplierCall) => void {
  const record = countedAndTimed(registry, {
    total: {
      name: 'marketplace_supplier_calls_total',
      help: 'Calls to suppliers by supplier host, callback, outcome and mode (live, test; test calls to the simulator have host "simulated")',
    },
    duration: {
      name: 'marketplace_supplier_call_duration_seconds',
      help: 'Supplier call latency by supplier host, callback, outcome and mode',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    },
    labelNames: ['supplier', 'callback', 'outcome', 'mode'],
  });
  // Hosts come from URLs accounts set themselves: past MAX_HOSTS distinct ones, the rest share
  // `other`, so no one can grow the series without limit.
  const seen = new Set<string>();
  const label = (host: string) => {
    if (seen.has(host)) return host;
    if (seen.size >= MAX_HOSTS) return 'other';
    seen.add(host);
    return host;
  };
  return ({ host, callback, outcome, seconds, mode }) => record({ supplier: label(host), callback, outcome, mode }, seconds);
}
