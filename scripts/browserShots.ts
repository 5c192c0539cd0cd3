/**
 * Screenshots through headless Chromium's DevTools protocol (Node's own WebSocket; no browser
 * download, no puppeteer): `node scripts/browserShots.ts <out.png> <url> [width,height] [click
 * text…]`. Each click text clicks the first button, link or tab whose visible text is exactly it,
 * then waits for the page to settle. The page runs in real time, so pages that render late (the
 * Temporal UI, Scalar opened at a deep link, which Chromium's one-shot `--screenshot` caught blank
 * even with a virtual time budget) are caught once drawn: the shot is taken again until it has
 * more than a few colours, and the command fails if the page stays blank. Used by
 * `npm run docs:screenshot` and `npm run ops:screenshots`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distinctColours, RENDERED_COLOURS } from './pngColours.ts';

const [out, url, size = '1600,1000', ...clicks] = process.argv.slice(2);
if (!out || !url) {
  console.error('usage: node scripts/browserShots.ts <out.png> <url> [width,height] [click text…]');
  process.exit(2);
}
const [width, height] = size.split(',').map(Number) as [number, number];
const browserPath = process.env.CHROMIUM_PATH ?? 'chromium';
const profile = await mkdtemp(join(tmpdir(), 'shots-'));
const browser = spawn(
  browserPath,
  ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--window-size=${width},${height}`, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
  { stdio: 'ignore' },
);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

try {
  let port: string | undefined;
  for (let i = 0; i < 100 && !port; i++) {
    port = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').then((s) => s.split('\n')[0], () => undefined);
    if (!port) await pause(100);
  }
  if (!port) throw new Error('chromium did not open its DevTools port');
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
  const page = targets.find((t) => t.type === 'page');
  if (!page) throw new Error('no page target');
  const ws = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map<number, (v: { result?: Record<string, unknown>; error?: unknown }) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  };
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const n = ++id;
      pending.set(n, (m) => (m.error ? reject(new Error(`${method}: ${JSON.stringify(m.error)}`)) : resolve(m.result ?? {})));
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  await send('Page.enable');
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await send('Page.navigate', { url });
  await pause(4000);
  for (const text of clicks) {
    const clicked = await send('Runtime.evaluate', {
      expression: `(() => {
        const el = [...document.querySelectorAll('button, a, [role="tab"]')].find((e) => e.textContent.trim() === ${JSON.stringify(text)});
        if (!el) return false;
        el.click();
        return true;
      })()`,
      returnByValue: true,
    });
    if (!(clicked.result as { value?: boolean } | undefined)?.value) throw new Error(`nothing to click named "${text}"`);
    await pause(2500);
  }
  // Drawn (more than a few colours) and settled (the same frame twice, half a second apart): a
  // page's frame and menu are drawn before its data. A page that never settles (a clock ticking)
  // is taken drawn at the deadline; one that stays blank fails.
  const deadline = Date.now() + Number(process.env.SHOT_TIMEOUT_MS ?? 30_000);
  let previous: Buffer | undefined;
  for (;;) {
    const shot = Buffer.from(String((await send('Page.captureScreenshot', { format: 'png' })).data), 'base64');
    const colours = distinctColours(shot);
    const drawn = colours > RENDERED_COLOURS;
    if (drawn && (previous?.equals(shot) || Date.now() > deadline)) {
      await writeFile(out, shot);
      break;
    }
    if (Date.now() > deadline) throw new Error(`${url} stayed blank (${colours} colour(s)); nothing written`);
    previous = drawn ? shot : undefined;
    await pause(500);
  }
  console.log(`wrote ${out}`);
  ws.close();
} finally {
  browser.kill('SIGTERM');
  await new Promise((r) => browser.once('exit', r));
  // Chromium's helper processes may still be writing into the profile for a moment after it exits.
  await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
