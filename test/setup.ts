import { Runtime } from '@temporalio/worker';
import { sdkLogger } from './helpers/sdkLog.ts';
import { startTestStack, stopTestStack } from './helpers/stack.ts';

export async function mochaGlobalSetup(): Promise<void> {
  Runtime.install({ logger: sdkLogger });
  await startTestStack();
}

export async function mochaGlobalTeardown(): Promise<void> {
  await stopTestStack();
}
