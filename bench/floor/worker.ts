/**
 * The floor's worker: default worker options, its own task queue (FLOOR_TASK_QUEUE) on the
 * Temporal server the TEMPORAL_* settings name (the same connection code as the product's worker,
 * TLS included). Started by the booking and expiry benchmarks as a child process, so its CPU time
 * and memory are measured apart from the product's worker.
 */
import { fileURLToPath } from 'node:url';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { connectWorker } from '../../src/temporal/connect.ts';
import { loadTemporalConnection } from '../../src/temporal/connectionConfig.ts';
import { floorActivities } from './activities.ts';

const { connection: settings, issues } = loadTemporalConnection(process.env);
const taskQueue = process.env.FLOOR_TASK_QUEUE;
if (!settings || !taskQueue) {
  process.stderr.write(`FLOOR_TASK_QUEUE and valid TEMPORAL_* settings are required ${JSON.stringify(issues)}\n`);
  process.exit(78);
}

// Warnings and errors only: the benchmark reports any output of its children as a problem.
Runtime.install({ logger: new DefaultLogger('WARN') });
const connection = await connectWorker(settings);
const worker = await Worker.create({
  connection,
  namespace: settings.namespace,
  taskQueue,
  activities: floorActivities,
  workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
});
// The Temporal runtime shuts the worker down on SIGINT/SIGTERM; run() resolves once it has drained.
await worker.run();
await connection.close();
