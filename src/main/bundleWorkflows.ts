/**
 * `node src/main/bundleWorkflows.ts [--check-worker-config] <file>`: bundles workflows/ once, ahead
 * of the worker, and writes the bundle to <file> for WORKFLOW_BUNDLE_PATH. A worker that bundles
 * at start loads webpack and keeps its heap: 60–80 MB of its memory (docs/PERFORMANCE.md). The
 * Docker image and `npm run worker` bundle here; `npm start` and the tests still bundle in process.
 *
 * `--check-worker-config` (`npm run worker`) first reads the worker's settings as the worker will,
 * and exits 78 naming a bad or missing one before the seconds the bundle takes: the worker would
 * only refuse them after it. The image builds its bundle without settings, so without the flag.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { requireProductionSettings } from './productionSettings.ts';
import { loadConfigOrExit } from './runtime.ts';

const args = process.argv.slice(2);
const check = args[0] === '--check-worker-config';
const target = check ? args[1] : args[0];
if (!target) {
  console.error('usage: node src/main/bundleWorkflows.ts [--check-worker-config] <file>');
  process.exit(2);
}
if (check) requireProductionSettings(loadConfigOrExit());
// The bundler only now: loading webpack alone takes a second or more.
const { bundleWorkflows } = await import('../worker.ts');
const { code } = await bundleWorkflows();
await mkdir(dirname(resolve(target)), { recursive: true });
await writeFile(target, code);
console.log(`workflow bundle written to ${target} (${(code.length / 1024).toFixed(0)} KiB)`);
