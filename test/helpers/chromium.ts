import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's chromium (`apt-get install -y chromium`; .ci/run installs it when missing), or CHROMIUM_PATH. */
export async function chromium(): Promise<string> {
  for (const candidate of [process.env.CHROMIUM_PATH, 'chromium', 'chromium-browser'].filter(Boolean) as string[]) {
    const found = await run('bash', ['-c', `command -v ${candidate}`]).catch(() => undefined);
    if (found?.stdout.trim()) return found.stdout.trim();
  }
  throw new Error('no chromium on PATH: install it with `apt-get install -y chromium` (CI does), or set CHROMIUM_PATH');
}
