/**
 * The floor's worker: default worker options, its own task queue (FLOOR_TASK_QUEUE) on the
 * Temporal server at TEMPORAL_ADDRESS. Started by the booking and expiry benchmarks as a child
 * process, so its CPU time and memory are measured apart from the product's worker.
 */
import { fileURLToPath } from 'node:url';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { floorActivities } from './activities.ts';

const address = process.env.TEMPORAL_ADDRESS;
const taskQueue = process.env.FLOOR_TASK_QUEUE;
if (!address || !taskQueue) {
  process.stderr.write('TEMPORAL_ADDRESS and FLOOR_TASK_QUEUE are required\n');
  process.exit(78);
}

// Warnings and errors only: the benchmark reports any output of its children as a problem.
Runtime.install({ logger: new DefaultLogger('WARN') });
const connection = await NativeConnection.connect({ address });
const worker = await Worker.create({
  connection,
  taskQueue,
  activities: floorActivities,
  workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
});
// The Temporal runtime shuts the worker down on SIGINT/SIGTERM; run() resolves once it has drained.
await worker.run();
await connection.close();
