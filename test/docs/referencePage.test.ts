import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startHarness, type Harness } from '../helpers/harness.ts';

const run = promisify(execFile);

/** Debian's chromium (`apt-get install -y chromium`; .ci/run installs it when missing), or CHROMIUM_PATH. */
async function chromium(): Promise<string> {
  for (const candidate of [process.env.CHROMIUM_PATH, 'chromium', 'chromium-browser'].filter(Boolean) as string[]) {
    const found = await run('bash', ['-c', `command -v ${candidate}`]).catch(() => undefined);
    if (found?.stdout.trim()) return found.stdout.trim();
  }
  throw new Error('no chromium on PATH: install it with `apt-get install -y chromium` (CI does), or set CHROMIUM_PATH');
}

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
