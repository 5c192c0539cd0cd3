/**
 * The supplier tools as a supplier gets them (docs/SUPPLIERS.md): each workspace packed by `npm pack`,
 * installed from its tarball into an empty project of its own, nothing of the marketplace's
 * repository reachable from there; the reference supplier's bin serves, and the conformance kit's
 * bin, run as `npx <tarball> <callback URL>`, checks it: CONFORMS. The kit runs on Node 20 too (its
 * floor) where the machine has one.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { olderNodes } from '../helpers/olderNodes.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

type Packed = { filename: string; size: number; files: { path: string }[] };

/** `npm pack` of one workspace (its prepack builds dist/), into `dir`. */
async function pack(workspace: string, dir: string): Promise<Packed> {
  const out = await run('npm', ['pack', '--workspace', workspace, '--pack-destination', dir, '--json'], { cwd: root });
  const [info] = JSON.parse(out.stdout) as Packed[];
  assert.ok(info, out.stdout);
  return info;
}

/**
 * This process's environment (npm's registry, proxy and certificate settings among it: npx and the
 * kit's dependencies may come from the registry) without anything the kit reads, so that it runs on
 * its arguments (and the variables a test gives it) alone.
 */
function kitEnv(more: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['CALLBACK_URL', 'NOTIFICATION_URL', 'MARKETPLACE_TOKEN', 'WEBHOOK_SECRET']) delete env[name];
  return { ...env, ...more };
}

/** An empty project with the tarball installed, as `npm install <tarball>` makes it. */
async function installInto(project: string, tarball: string): Promise<void> {
  await mkdir(project, { recursive: true });
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'supplier', private: true }));
  // The dependencies come from the registry (or npm's cache, which `npm ci` filled).
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: project });
}

/** The reference supplier's bin, serving until stopped; resolves with the URLs and certificate it prints. */
async function serveReferenceSupplier(project: string): Promise<{ child: ChildProcess; callbackUrl: string; certificate: string; output: () => string }> {
  const child = spawn(join(project, 'node_modules/.bin/reference-supplier'), ['--port', '0', '--db', ':memory:'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!/certificate: +\S+/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the reference supplier did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    callbackUrl: /callback_url: +(\S+)/.exec(output)![1]!,
    certificate: /certificate: +(\S+)/.exec(output)![1]!,
    output: () => output,
  };
}

describe('the supplier tools: packed tarballs', function () {
  this.timeout(240_000);
  let dir: string;
  let supplier: ChildProcess | undefined;
  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'supplier-tools-'));
  });
  after(async function () {
    supplier?.kill();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('packs each one (built code, README and manifest only), installs it alone, and the kit’s npx run passes the reference supplier’s bin', async function () {
    const kit = await pack('@ticket-marketplace/conformance-kit', dir);
    const reference = await pack('@ticket-marketplace/reference-supplier', dir);
    for (const info of [kit, reference]) {
      const files = info.files.map((f) => f.path);
      assert.ok(files.includes('dist/cli.js') && files.includes('README.md'), files.join(' '));
      assert.deepEqual(
        files.filter((f) => !/^(dist\/.+\.js|README\.md|package\.json)$/.test(f)),
        [],
        `${info.filename}: only the built code, the README and package.json`,
      );
      // `npm pack -w …` in the root leaves its tarball there: git ignores it.
      await run('git', ['check-ignore', '-q', join(root, info.filename)], { cwd: root });
    }

    // The reference supplier, from its tarball alone, in a project of its own.
    const supplierProject = join(dir, 'supplier');
    await installInto(supplierProject, join(dir, reference.filename));
    const manifest = JSON.parse(await readFile(join(supplierProject, 'node_modules/@ticket-marketplace/reference-supplier/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), ['@koa/router', 'koa', 'node-forge', 'standardwebhooks', 'zod']);
    const help = await run(join(supplierProject, 'node_modules/.bin/reference-supplier'), ['--help']);
    assert.match(help.stdout, /^Usage: reference-supplier \[options\]/m, 'the built bin names itself, not npm run');
    const served = await serveReferenceSupplier(supplierProject);
    supplier = served.child;
    assert.match(served.callbackUrl, /^https:\/\/reference:[^@]+@127\.0\.0\.1:\d+$/, served.output());

    // The kit, as docs/SUPPLIERS.md says: `npx ./<tarball>` in a folder holding nothing else, the URL
    // on the command line. (npm takes an absolute path for a command, and `../` resolves elsewhere.)
    const empty = join(dir, 'empty');
    await mkdir(empty);
    await copyFile(join(dir, kit.filename), join(empty, kit.filename));
    const viaNpx = await run('npx', ['--yes', '--prefer-offline', `./${kit.filename}`, served.callbackUrl, '--ca', served.certificate], {
      cwd: empty,
      env: kitEnv(),
    }).catch((err: { code: number; stdout: string; stderr: string }) => err);
    assert.match(viaNpx.stdout, /\d+ passed, 0 warned, 0 failed, \d+ skipped: CONFORMS$/m, `${viaNpx.stdout}\n${viaNpx.stderr}`);
    assert.doesNotMatch(viaNpx.stdout, new RegExp(new URL(served.callbackUrl).password), 'the password is never shown');

    // Installed into a project of its own, run by this Node and by an older one (Node 20 is its floor).
    const kitProject = join(dir, 'kit');
    await installInto(kitProject, join(dir, kit.filename));
    const kitManifest = JSON.parse(await readFile(join(kitProject, 'node_modules/@ticket-marketplace/conformance-kit/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    assert.deepEqual(Object.keys(kitManifest.dependencies).sort(), ['standardwebhooks', 'temporal-polyfill', 'zod']);
    for (const file of await readdir(join(kitProject, 'node_modules/@ticket-marketplace/conformance-kit/dist'), { recursive: true })) {
      if (!file.endsWith('.js')) continue;
      const code = await readFile(join(kitProject, 'node_modules/@ticket-marketplace/conformance-kit/dist', file), 'utf8');
      assert.doesNotMatch(code, /from '(\.\.\/){2}|from '[^']+\.ts'/, `${file} imports only its own built files`);
    }
    for (const node of [process.execPath, ...(await olderNodes())]) {
      const json = await run(node, [join(kitProject, 'node_modules/.bin/conformance-kit'), '--ca', served.certificate, '--json'], {
        cwd: kitProject,
        env: kitEnv({ CALLBACK_URL: served.callbackUrl }),
      }).catch((err: { stdout: string; stderr: string }) => err);
      const report = JSON.parse(json.stdout) as { ok: boolean; summary: Record<'pass' | 'warn' | 'fail' | 'skip', number> };
      assert.equal(report.ok, true, `${node}: ${json.stderr}`);
      assert.deepEqual({ warn: report.summary.warn, fail: report.summary.fail }, { warn: 0, fail: 0 }, node);
      assert.ok(report.summary.pass >= 10, `${node}: ${report.summary.pass} passed`);
    }
  });
});
