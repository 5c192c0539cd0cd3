import { Registry, collectDefaultMetrics } from 'prom-client';
import { supplierCallMetrics, type SupplierCall } from './supplierCalls.ts';

export type ProcessMetrics = { registry: Registry; supplierCalls: (call: SupplierCall) => void };

/**
 * One registry per process (and per app in tests): Node's own metrics and the supplier calls this
 * process makes. The API adds its HTTP and market metrics to it; `npm start`'s API and worker share
 * one, served once.
 */
export function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return { registry, supplierCalls: supplierCallMetrics(registry) };
}
