/**
 * `npm test` without arguments: the suite in TEST_SHARDS (default 3) mocha processes side by side,
 * each with a stack of its own (PostgreSQL, Temporal dev server, workflow bundle: test/setup.ts),
 * so no suite shares a database or a Temporal with another running at the same time. Half the
 * suite waits on I/O (servers starting, retries, timers): on two cores two shards took 7m54s, three
 * 6m08s and four 5m54s (the third shard fills the waits; a fourth mostly adds a stack). Files go
 * to the shard with the least work so far, longest first, by the seconds test/timings.json records for them (a file it does not know: by its size).
 * The files that need the real Temporal server run in one more mocha, once its binaries are there
 * (on a cold machine CI builds them beside the tests) and a first shard has ended.
 * `TEST_RECORD_TIMINGS=1 npm test` rewrites that file from the run. Each shard's output is
 * printed whole when it ends, then one closing line `N passed, N failed` for the whole run; the
 * exit code is non-zero if any shard failed. With arguments (`npm test -- --grep x`),
 * scripts/test.sh runs one mocha instead.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shards = Math.max(1, Number(process.env.TEST_SHARDS ?? 3));
const config = JSON.parse(readFileSync('.mocharc.json', 'utf8')) as { spec: string[]; require: string[]; reporter: string; timeout: number; slow: number };
const files = config.spec.flatMap((pattern) => globSync(pattern)).sort();
const TIMINGS = 'test/timings.json';
const known = existsSync(TIMINGS) ? (JSON.parse(readFileSync(TIMINGS, 'utf8')) as Record<string, number>) : {};
// A file not timed yet: about a second per 2 kB of tests, the suite's average.
const weight = (file: string) => known[file] ?? statSync(file).size / 2000;
// The files that run the real Temporal server (test/helpers/temporalCluster.ts) wait for its
// binaries, which a cold CI machine builds with Go beside the tests (.ci/run): they run in a mocha of
// their own, started once the binaries are there and a shard has ended (so no more than `shards`
// stacks run at once). Their seconds count towards the first group, which therefore gets less of the
// rest and tends to end first.
const needsServer = (file: string) => readFileSync(file, 'utf8').includes('helpers/temporalCluster');
const late = files.filter(needsServer);
const processes = shards + (late.length > 0 ? 1 : 0);
const groups = Array.from({ length: shards }, () => ({ files: [] as string[], weight: 0 }));
groups[0]!.weight = late.reduce((sum, file) => sum + weight(file), 0);
for (const file of files.filter((f) => !late.includes(f)).sort((a, b) => weight(b) - weight(a))) {
  const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
  lightest.files.push(file);
  lightest.weight += weight(file);
}
const timingsDir = mkdtempSync(join(tmpdir(), 'test-timings-'));

type ShardResult = { index: number; code: number | null; output: string };
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

function runShard(index: number, shardFiles: string[], label: string): Promise<ShardResult> {
  return new Promise((resolve) => {
    const args = [
      '--no-install',
      'mocha',
      '--no-config',
      ...config.require.flatMap((r) => ['--require', r]),
      '--reporter',
      config.reporter,
      '--timeout',
      String(config.timeout),
      '--slow',
      String(config.slow),
      '--exit',
      ...[...shardFiles].sort(),
    ];
    const begun = seconds();
    const child = spawn('npx', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_SHARD: String(index + 1), TEST_SHARDS: String(processes), TEST_TIMINGS_OUT: join(timingsDir, `${index + 1}.json`) },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', (err) => {
      output += `\ncould not start mocha: ${err.message}\n`;
    });
    // 'close', not 'exit': the output is read to its end before the summary is looked for.
    child.on('close', (code) => {
      process.stdout.write(`\n===== shard ${label} (${shardFiles.length} files, ${begun}-${seconds()} s) =====\n${output}`);
      resolve({ index, code, output });
    });
  });
}

/** The real server's binaries, built or copied by scripts/temporal-server-bin.sh (which waits for a build under way). */
function serverBinaries(): Promise<string> {
  return new Promise((resolve) => {
    execFile('bash', ['scripts/temporal-server-bin.sh'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const waited = seconds();
      process.stdout.write(err ? `\nthe Temporal server could not be provided (${waited} s): ${stderr}\n` : `\n(the Temporal server's binaries were ready at ${waited} s)\n`);
      resolve(stdout.trim());
    });
  });
}

const main = groups.filter((g) => g.files.length > 0).map((group, index) => runShard(index, group.files, `${index + 1}/${shards}`));
const runs = [...main];
if (late.length > 0) {
  // Its failure to provide the binaries shows in the tests themselves, which ask the script again.
  const ready = Promise.all([serverBinaries(), main.length > 0 ? Promise.race(main) : undefined]);
  runs.push(ready.then(() => runShard(shards, late, `${shards + 1} (the real Temporal server's)`)));
}
const results = await Promise.all(runs);
if (process.env.TEST_RECORD_TIMINGS === '1') {
  const measured: Record<string, number> = {};
  for (const { index } of results) {
    const file = join(timingsDir, `${index + 1}.json`);
    if (existsSync(file)) Object.assign(measured, JSON.parse(readFileSync(file, 'utf8')));
  }
  const rounded = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)).map(([file, seconds]) => [file, Math.round(seconds * 10) / 10]));
  writeFileSync(TIMINGS, `${JSON.stringify(rounded, null, 2)}\n`);
}
rmSync(timingsDir, { recursive: true, force: true });
let passed = 0;
let failed = 0;
let broken = false;
for (const { index, code, output } of results) {
  const summary = /^(\d+) passed, (\d+) failed/m.exec(output.split('\n').reverse().join('\n'));
  if (!summary) {
    broken = true;
    process.stdout.write(`shard ${index + 1} ended (code ${code}) without its summary line\n`);
    continue;
  }
  passed += Number(summary[1]);
  failed += Number(summary[2]);
  if (code !== 0 && Number(summary[2]) === 0) broken = true;
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || broken ? 1 : 0);
