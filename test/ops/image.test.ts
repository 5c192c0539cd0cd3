import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 45 §9: `npm run ops` as the image runs it. Without Docker here, the image is laid out as
 * the Dockerfile lays it: only what its COPY lines copy (node_modules linked in), only its ENV, a
 * HOME that does not exist (the pods' root filesystem is read-only), Node 24 on PATH.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Whether .dockerignore keeps `path` out of the build context: its patterns in order, the last that matches wins (`!` includes again). */
function ignored(path: string): boolean {
  let out = false;
  for (const line of readFileSync(join(root, '.dockerignore'), 'utf8').split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const negated = text.startsWith('!');
    const pattern = negated ? text.slice(1) : text;
    const re = new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '(.*/)?')
        .replace(/\*/g, '[^/]*')}(/.*)?$`,
    );
    if (re.test(path)) out = !negated;
  }
  return out;
}

function imageLayout(): { dir: string; env: Record<string, string> } {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const dir = mkdtempSync(join(tmpdir(), 'image-'));
  for (const [, from, to] of dockerfile.matchAll(/^COPY\s+(.+?)\s+(\S+)\s*$/gm)) {
    const sources = from!.split(/\s+/);
    for (const source of sources) {
      assert.ok(!ignored(source), `.dockerignore keeps ${source} out of the build context`);
      const target = to!.endsWith('/') || sources.length > 1 ? join(dir, to!, source.split('/').at(-1)!) : join(dir, to!);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(root, source), target, { recursive: true });
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const env: Record<string, string> = {};
  for (const [, assignments] of dockerfile.matchAll(/^ENV\s+(.+)$/gm)) for (const [, k, v] of assignments!.matchAll(/(\w+)=(\S+)/g)) env[k!] = v!;
  return { dir, env };
}

async function npm(dir: string, env: Record<string, string>, args: string[]) {
  const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: dir,
    env: { ...env, HOME: '/nonexistent', PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run ops in the image', function () {
  this.timeout(60_000);

  it('runs as the image runs it: its help, and a missing setting named (exit 78)', async function () {
    const { dir, env } = imageLayout();
    try {
      assert.equal(env.NODE_ENV, 'production');
      const help = await npm(dir, env, ['--help']);
      assert.equal(help.code, 0, help.stderr);
      assert.match(help.stdout, /^Usage: npm run ops -- <command>/);
      const status = await npm(dir, env, ['status']);
      assert.equal(status.code, 78, status.stderr);
      assert.match(status.stderr, /Invalid configuration: DATABASE_URL: required/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
