import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { distinctColours, RENDERED_COLOURS } from '../../scripts/pngColours.ts';
import { chromium } from '../helpers/chromium.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

const run = promisify(execFile);

describe('API reference page (GET /docs) in a real browser', function () {
  this.timeout(90_000);
  let api: Harness;
  before(async function () {
    api = await startHarness({ worker: false });
  });
  after(async () => api?.stop());

  it('renders /openapi.json offline: the reservation endpoint and its error codes are on the page', async function () {
    const browser = await chromium();
    // Every host but this one unresolvable: the page must need nothing from the internet (no CDN, no web fonts).
    const { stdout } = await run(
      browser,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        '--virtual-time-budget=20000',
        '--dump-dom',
        // The reservation's own link, as an integrator would follow it: its section renders.
        `${api.baseUrl}/docs#tag/bookings/POST/v1/reservation`,
      ],
      { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
    );
    const text = stdout
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    assert.match(text, /Hold seats at the supplier until/, 'the reservation operation is rendered');
    assert.match(text, /\/v1\/reservation\b/);
    for (const code of ['SOLD_OUT', 'RESERVATION_NOT_NEEDED', 'INVALID_EXPIRES']) assert.match(text, new RegExp(code), `${code} is on the page`);
  });

  it('npm run docs:screenshot photographs a deep link as it renders, not blank', async function () {
    const browser = await chromium();
    const dir = await mkdtemp(join(tmpdir(), 'shot-'));
    try {
      const out = join(dir, 'reference.png');
      await run('bash', ['scripts/docs-screenshot.sh', `${api.baseUrl}/docs#tag/bookings/POST/v1/reservation`, out], {
        env: { ...process.env, CHROMIUM_PATH: browser },
        timeout: 60_000,
      });
      const colours = distinctColours(await readFile(out));
      assert.ok(colours > RENDERED_COLOURS, `${colours} colours: a blank page has one`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('counts a blank image as blank', function () {
    const blank = new PNG({ width: 64, height: 64 });
    blank.data.fill(255);
    assert.equal(distinctColours(PNG.sync.write(blank)), 1);
    const drawn = new PNG({ width: 64, height: 64 });
    for (let i = 0; i < drawn.data.length; i += 4) drawn.data.set([i % 251, (i >> 8) % 253, 7, 255], i);
    assert.ok(distinctColours(PNG.sync.write(drawn)) > RENDERED_COLOURS);
  });

  it('serves the page and the bundle from this origin only', async function () {
    const page = await fetch(`${api.baseUrl}/docs`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.doesNotMatch(html, /https?:\/\//, 'no absolute URL: nothing is loaded from elsewhere');
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    const bundle = await fetch(`${api.baseUrl}/docs/scalar.js`);
    assert.equal(bundle.status, 200);
    assert.ok((await bundle.arrayBuffer()).byteLength > 1_000_000);
  });
});
