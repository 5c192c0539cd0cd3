import { DefaultLogger, Runtime } from '@temporalio/worker';
import { startTestStack, stopTestStack } from './helpers/stack.ts';

export async function mochaGlobalSetup(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  await startTestStack();
}

export async function mochaGlobalTeardown(): Promise<void> {
  await stopTestStack();
}
