import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays } from '../../src/domain/dates.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';

const run = promisify(execFile);

/** Node binaries on PATH older than this one, from 20 on. */
async function olderNodes(): Promise<string[]> {
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
const root = new URL('../../', import.meta.url).pathname;
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** A program as an integrator would write it, against the installed package only. */
function consumer(baseUrl: string, agent: { email: string; token: string }, supplier: string): string {
  return `import { createMarketplaceClient, isMarketplaceError, responseOf, verifyNotification, WebhookVerificationError } from '@ticket-marketplace/client';
import type { Schemas } from '@ticket-marketplace/client';

const client = createMarketplaceClient({ baseUrl: ${JSON.stringify(baseUrl)}, account: ${JSON.stringify(agent.email)}, token: ${JSON.stringify(agent.token)} });
const booking: Schemas['BookingConfirmation'] = await client.confirmBooking({
  reservation: null,
  supplier: ${JSON.stringify(supplier)},
  product: 'MUSEUM',
  date: ${JSON.stringify(FAR)},
  adult: 1,
  reference: \`PKG-\${crypto.randomUUID()}\`,
});
// Availability, read as the README shows: each day is a whole day (\`availability\`) or time slots
// (\`times\`), and testing for either narrows the type to that form, no cast needed.
const days = await client.availability({ supplier: ${JSON.stringify(supplier)}, product: 'BOAT', from: ${JSON.stringify(FAR)}, to: ${JSON.stringify(addDays(FAR, 1))} });
const vacancies: (number | null)[] = [];
for (const day of Object.values(days)) {
  if ('availability' in day) vacancies.push(day.availability.vacancies);
  if ('times' in day) for (const slot of Object.values(day.times)) vacancies.push(slot.vacancies);
  else vacancies.push(day.availability.open ? day.availability.vacancies : null);
}
function misspelt(day: Schemas['AvailabilityDay']) {
  if ('times' in day) return;
  // @ts-expect-error a misspelt field does not compile (before issue 41 it was \`unknown\`, silently)
  return day.availabilty;
}
void misspelt;
let missing = '';
try {
  await client.booking('NO-SUCH-BOOKING');
} catch (error) {
  if (!isMarketplaceError(error, 'booking')) throw error;
  switch (error.code) {
    case 'BOOKING_NOT_FOUND':
      missing = \`\${error.status} \${error.code}: \${error.detail}\`;
      break;
    default:
      missing = 'another error';
  }
}
let refused = '';
try {
  await verifyNotification({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' }, '{}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
} catch (error) {
  if (error instanceof WebhookVerificationError) refused = error.reason;
}
console.log(JSON.stringify({ tickets: booking.tickets.length, mode: client.mode, requestId: responseOf(booking)?.requestId, missing, refused, vacancies }));
`;
}

/**
 * The package as it is published: `npm pack` of the workspace, installed by npm into an empty
 * project, a consumer typechecked under `strict` against the installed declarations alone, then
 * run against the suite's API.
 */
describe('the typed client: the packed tarball', function () {
  this.timeout(180_000);
  let w: BookingWorld;
  let dir: string;
  before(async function () {
    w = await startBookingWorld();
    dir = await mkdtemp(join(tmpdir(), 'client-package-'));
  });
  after(async function () {
    await w?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('packs, installs into an empty project, typechecks a strict consumer and books against the API, on this Node and on Node 20', async function () {
    // The first day whole (form A), the second in time slots (form B).
    w.ownerCallbacks.on('GET', '/availability', () => ({
      body: {
        [FAR]: { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 7, tickets: { adult: 'Adults' } }, pickups: [] },
        [addDays(FAR, 1)]: {
          times: { '10:00': { open: true, vacancies: 3, tickets: { adult: 'Adults' } }, '14:00': { open: true, vacancies: 0, tickets: { adult: 'Adults' } } },
        },
      },
    }));
    const packed = await run('npm', ['pack', '--workspace', '@ticket-marketplace/client', '--pack-destination', dir, '--json'], { cwd: root });
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    assert.ok(info);
    const files = info.files.map((f) => f.path).sort();
    assert.ok(files.includes('dist/index.js') && files.includes('dist/index.d.ts') && files.includes('README.md'), files.join(' '));
    assert.deepEqual(
      files.filter((f) => !/^(dist\/.+\.(js|d\.ts)|README\.md|package\.json)$/.test(f)),
      [],
      'only the built code, its declarations, the README and package.json',
    );

    // `npm pack -w @ticket-marketplace/client`, as the client's README says, leaves this file in the
    // repository's root: git ignores it, so it is never committed by accident.
    const ignored = await run('git', ['check-ignore', '-q', join(root, info.filename)], { cwd: root }).then(
      () => true,
      () => false,
    );
    assert.ok(ignored, `${info.filename} is git-ignored`);

    const project = join(dir, 'consumer');
    await run('mkdir', ['-p', project]);
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // openapi-fetch, the one dependency, comes from the registry (or npm's cache, which `npm ci` filled).
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(dir, info.filename)], { cwd: project });
    const installed = join(project, 'node_modules/@ticket-marketplace/client');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    assert.deepEqual(Object.keys(manifest.dependencies), ['openapi-fetch']);
    // No Node built-in anywhere in what it runs: it needs fetch and Web Crypto alone.
    for (const file of (await readdir(join(installed, 'dist'), { recursive: true })).filter((f) => f.endsWith('.js'))) {
      const code = await readFile(join(installed, 'dist', file), 'utf8');
      assert.doesNotMatch(code, /from ['"](node:|fs|path|crypto|http|https|net|url|buffer)['"]/, file);
      assert.doesNotMatch(code, /\bprocess\.|\bBuffer\b|\brequire\(/, file);
    }

    await writeFile(join(project, 'consumer.ts'), consumer(w.api.baseUrl, w.agent, w.owner.email));
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022', 'dom'],
          types: [],
          outDir: 'out',
          skipLibCheck: false,
        },
        files: ['consumer.ts'],
      }),
    );
    const compiled = await run(process.execPath, [tsc, '-p', project]).catch((err: { stdout?: string }) => err);
    assert.equal(compiled.stdout?.trim() ?? '', '', 'the consumer typechecks under strict, the package’s declarations included');

    // Run by this Node, and by an older one (Node 20 is the floor) where the machine has one.
    const nodes = [process.execPath, ...(await olderNodes())];
    for (const node of nodes) {
      const out = await run(node, [join(project, 'out/consumer.js')], { cwd: project });
      const result = JSON.parse(out.stdout) as { tickets: number; mode: string; requestId: string; missing: string; refused: string; vacancies: number[] };
      assert.deepEqual(
        { ...result, requestId: typeof result.requestId },
        {
          tickets: 1,
          mode: 'live',
          requestId: 'string',
          missing: '404 BOOKING_NOT_FOUND: no such booking for this account',
          refused: 'bad-signature',
          // The whole day's 7, twice (read by each test), then the slots' 3 and 0.
          vacancies: [7, 7, 3, 0],
        },
        node,
      );
    }
    assert.equal([...w.ownerState.bookings.values()].filter((b) => String(b.body.reference).startsWith('PKG-')).length, nodes.length);
  });
});
