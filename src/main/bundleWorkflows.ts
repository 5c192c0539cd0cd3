/**
 * `node src/main/bundleWorkflows.ts <file>`: bundles workflows/ once, ahead of the worker, and
 * writes the bundle to <file> for WORKFLOW_BUNDLE_PATH. A worker that bundles at start loads
 * webpack and keeps its heap: 60–80 MB of its memory (docs/PERFORMANCE.md). The Docker
 * image and `npm run worker` bundle here; `npm start` and the tests still bundle in process.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { bundleWorkflows } from '../worker.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: node src/main/bundleWorkflows.ts <file>');
  process.exit(2);
}
const { code } = await bundleWorkflows();
await mkdir(dirname(resolve(target)), { recursive: true });
await writeFile(target, code);
console.log(`workflow bundle written to ${target} (${(code.length / 1024).toFixed(0)} KiB)`);
