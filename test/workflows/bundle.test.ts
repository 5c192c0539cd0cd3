import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from '@temporalio/worker';
import { reservationWorkflow } from '../../workflows/reservations/hold.ts';
import { FAST, recorder } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';

describe('workflow bundle built ahead of the worker (WORKFLOW_BUNDLE_PATH)', function () {
  it('is written by src/main/bundleWorkflows.ts and runs workflows from the file', async function () {
    const dir = await mkdtemp(join(tmpdir(), 'marketplace-bundle-'));
    try {
      const file = join(dir, 'workflow-bundle.js');
      await promisify(execFile)(process.execPath, ['src/main/bundleWorkflows.ts', file]);
      assert.match(await readFile(file, 'utf8'), /reservationWorkflow/);
      const taskQueue = `bundle-test-${randomUUID()}`;
      const activities = {
        reserveAtSupplier: recorder(async (_input: { reservationId: string; idempotencyKey: string }) => {}),
        endHold: recorder(async (_input: { reservationId: string; abandoned: boolean; idempotencyKey: string }) => ({ status: 'expired' as const })),
      };
      const worker = await Worker.create({
        connection: testStack().temporal.nativeConnection,
        namespace: 'default',
        taskQueue,
        workflowBundle: { codePath: file },
        activities,
      });
      const reservationId = randomUUID();
      const result = await worker.runUntil(
        testStack().temporal.client.workflow.execute(reservationWorkflow, {
          taskQueue,
          workflowId: `bundle-test-${reservationId}`,
          args: [{ reservationId, expiresAt: new Date(Date.now() + 300).toISOString(), tuning: FAST }],
        }),
      );
      assert.deepEqual(result, { status: 'expired' });
      assert.equal(activities.endHold.calls.length, 1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
