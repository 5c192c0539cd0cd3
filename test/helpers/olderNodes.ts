import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The first Node binary on PATH older than this one, from 20 on (the packages' floor), if any. */
export async function olderNodes(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const node = join(dir, 'node');
    const version = await run(node, ['-p', 'process.versions.node']).then(
      (r) => r.stdout.trim(),
      () => undefined,
    );
    const major = Number(version?.split('.')[0]);
    if (major >= 20 && major < Number(process.versions.node.split('.')[0]) && !found.some((f) => f === node)) found.push(node);
  }
  return found.slice(0, 1);
}
