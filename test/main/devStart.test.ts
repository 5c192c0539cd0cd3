import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { distinctColours, RENDERED_COLOURS } from '../../scripts/pngColours.ts';
import { stepTitles } from '../../src/dev/demo.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { weekdayOf } from '../../src/domain/rateRules.ts';
import { checkTypedWalkthrough } from '../client/typedWalkthrough.ts';
import { chromium } from '../helpers/chromium.ts';
import { startFakeSupplier } from '../helpers/fakeSupplier.ts';
import { freePort } from '../helpers/freePort.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const run = promisify(execFile);

type Ports = { api: number; pg: number; temporal: number; metrics: number; ui?: number; sdkMetrics?: number; supplier?: number; agentInbox?: number };

/** `npm start`'s program, with its own ports and data folder, started twice: data must survive. */
describe('npm start (embedded defaults)', function () {
  // Whole start-ups, a walk-through run twice, the test-mode walk-through and a browser: 60-80 s
  // alone, past 120 s on a loaded CI machine (each step has its own deadline; this one is for the
  // whole story).
  this.timeout(240_000);
  let dataDir: string;
  const running = new Set<ReturnType<typeof spawn>>();
  afterEach(async function () {
    // A failed assertion must not leave `npm start` (and its Postgres and Temporal) running.
    for (const child of running) {
      if (child.exitCode === null) {
        process.kill(-child.pid!, 'SIGINT');
        await once(child, 'exit');
      }
    }
    running.clear();
  });
  before(async function () {
    dataDir = await mkdtemp(join(tmpdir(), 'dev-start-'));
    await chmod(dataDir, 0o755);
  });
  after(async function () {
    await rm(dataDir, { recursive: true, force: true });
  });

  function startEnv(ports: Ports, data: string, extraEnv: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      ...extraEnv,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(ports.api),
      DEV_POSTGRES_PORT: String(ports.pg),
      DEV_TEMPORAL_PORT: String(ports.temporal),
      ...(ports.ui ? { DEV_TEMPORAL_UI_PORT: String(ports.ui) } : {}),
      METRICS_PORT: String(ports.metrics),
      DEV_DATA_DIR: data,
      LOG_LEVEL: 'info',
      TEMPORAL_METRICS_PORT: String(ports.sdkMetrics ?? 0),
      ...(ports.supplier ? { DEV_DEMO_SUPPLIER_PORT: String(ports.supplier) } : {}),
      ...(ports.agentInbox ? { DEV_DEMO_AGENT_INBOX_PORT: String(ports.agentInbox) } : {}),
    };
  }

  /** `npm start`'s program in a group of its own, led by its process, as a terminal's foreground job is: Ctrl-C reaches the whole group. */
  function spawnStart(ports: Ports, data: string, args: string[], extraEnv: Record<string, string> = {}) {
    const child = spawn(process.execPath, ['src/main/dev.ts', ...args], {
      env: startEnv(ports, data, extraEnv),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    return { child, output: () => out };
  }

  async function start(ports: Ports, args: string[] = [], extraEnv: Record<string, string> = {}) {
    const started = spawnStart(ports, dataDir, args, extraEnv);
    const { child, output } = started;
    await eventually(() => assert.ok(output().includes('Ctrl-C stops everything') || child.exitCode !== null, 'neither ready nor exited'), 90_000, 'npm start');
    assert.equal(child.exitCode, null, output());
    return started;
  }

  /**
   * Another `npm start` (its own data folder, as another checkout's) on ports of which one is
   * taken: it must stop before starting anything, with one line naming the port, what probably
   * holds it and the variable that moves it (issue 41), and exit 78.
   */
  async function refusedStart(ports: Ports, args: string[] = []): Promise<string> {
    const otherData = await mkdtemp(join(tmpdir(), 'dev-start-other-'));
    try {
      const { child, output } = spawnStart(ports, otherData, args);
      // Before issue 41 it went on starting (against the other instance's Temporal) and never stopped.
      const exited = once(child, 'exit') as Promise<[number | null]>;
      const [code] = await Promise.race([
        exited,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running after 60 s:\n${output()}`)), 60_000)),
      ]);
      assert.equal(code, 78, output());
      assert.equal(output().trim().split('\n').length, 1, `one line:\n${output()}`);
      return output().trim();
    } finally {
      await rm(otherData, { recursive: true, force: true });
    }
  }

  /** The dev server's own ports, as the banner announces them: its HTTP API and its metrics. */
  function devServerPorts(output: string): { http: number; metrics: number } {
    const line = /Temporal {5}127\.0\.0\.1:\d+ \(gRPC\), HTTP API http:\/\/127\.0\.0\.1:(\d+), its metrics http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(output);
    assert.ok(line, output);
    return { http: Number(line[1]), metrics: Number(line[2]) };
  }

  /**
   * Ctrl-C: a clean exit (0) or the conventional 130 for SIGINT, and quiet (no warning, error or
   * stack trace once it is shutting down, issue 30 §6); either way nothing may stay up.
   */
  async function stop({ child, output }: Awaited<ReturnType<typeof start>>, ports: Ports) {
    const seen = output().length;
    process.kill(-child.pid!, 'SIGINT');
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.ok(code === 0 || code === 130, `exit code ${code}`);
    const shutdown = output().indexOf('shutting down', seen);
    assert.ok(shutdown >= 0, output().slice(seen));
    const after = output().slice(shutdown);
    // The dev server's own lines (level=ERROR …, "context canceled" as it is stopped) count too.
    const loud = after.split('\n').filter((line) => / (WARN|ERROR|FATAL): |level=(WARN|ERROR)|^\s+at \S|"stack"|\\n\s+at /.test(line));
    assert.deepEqual(loud, [], after);
    const devServer = devServerPorts(output());
    for (const port of [
      ports.api,
      ports.pg,
      ports.temporal,
      ports.ui ?? ports.temporal + 1000,
      devServer.http,
      devServer.metrics,
      ports.metrics,
      ...(ports.supplier ? [ports.supplier] : []),
      ...(ports.agentInbox ? [ports.agentInbox] : []),
      ...(ports.sdkMetrics ? [ports.sdkMetrics] : []),
    ]) {
      await eventually(async () => assert.equal(await canConnect(port), false, 'still accepting connections'), 15_000, `port ${port} to close`);
    }
  }

  function canConnect(port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  /**
   * docs/OPERATIONS.md's example of `ops status` has the real report's lines, in order (issue 41:
   * it showed 6 of the 11, without test mode's).
   */
  function checkStatusAsDocumented(report: string) {
    const doc = readFileSync(join(process.cwd(), 'docs/OPERATIONS.md'), 'utf8');
    const example = /## ops status[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1];
    assert.ok(example, 'docs/OPERATIONS.md has no ops status example');
    const labels = (text: string) => text.split('\n').flatMap((line) => /^(?:ok|PAST|UNKNOWN) +(.+?) {2,}\d+ +\[/.exec(line)?.[1] ?? []);
    assert.deepEqual(labels(example), labels(report));
    assert.equal(labels(report).length, 11, report);
  }

  /** What the marketplace counted of its calls to one supplier host: `callback outcome mode` → count. */
  async function callsTo(host: string, metricsPort: number): Promise<Map<string, number>> {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const calls = new Map<string, number>();
    for (const [, callback, outcome, mode, n] of text.matchAll(
      new RegExp(
        `^marketplace_supplier_calls_total\\{supplier="${host.replaceAll('.', '\\.')}",callback="([^"]+)",outcome="(\\w+)",mode="(\\w+)"\\} (\\d+)$`,
        'gm',
      ),
    )) {
      calls.set(`${callback} ${outcome} ${mode}`, Number(n));
    }
    return calls;
  }

  /** Rows of the reference supplier's own records: what it held, booked and answered to a key. */
  function referenceSupplierRecords(): Record<string, number> {
    const db = new DatabaseSync(join(dataDir, 'demo', 'reference-supplier.sqlite'), { readOnly: true });
    try {
      return Object.fromEntries(
        ['ledger', 'reservation', 'booking', 'barcode'].map((table) => [table, (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
      );
    } finally {
      db.close();
    }
  }

  /**
   * The test-mode walk-through exactly as the banner prints it (issue 31 §7), with no supplier
   * behind it: its key answers, and that meanwhile the reference supplier, the supplier's live
   * callback_url, is only read (GET /products), by its own records and by the marketplace's count.
   */
  async function checkTestModeWalkthrough(output: string, ports: Ports & { supplier: number; metrics: number }) {
    const file = /Test-mode walk-through.*run as: bash (\S+)/.exec(output)?.[1];
    assert.ok(file, output);
    const script = await readFile(file, 'utf8');
    const steps = stepTitles(script);
    assert.ok(steps.length >= 10, script);
    assert.ok(output.includes(steps.map((step) => `      ${step}`).join('\n')), 'the banner lists the script’s steps');
    const supplierHost = `127.0.0.1:${ports.supplier}`;
    const [callsBefore, recordsBefore] = [await callsTo(supplierHost, ports.metrics), referenceSupplierRecords()];

    const walk = await run('bash', [file], { env: { PATH: process.env.PATH ?? '' }, timeout: 90_000 }).catch((err: { stdout: string; stderr: string }) =>
      assert.fail(`the test-mode walk-through failed:\n${err.stdout}\n${err.stderr}`),
    );
    const out = walk.stdout;
    const line = (label: string) => {
      const found = out.split('\n').find((l) => l.startsWith(`${label}: `));
      assert.ok(found !== undefined, `no "${label}" line in\n${out}\n${walk.stderr}`);
      return found.slice(label.length + 2);
    };
    const json = (label: string) => JSON.parse(line(label)) as any;
    assert.equal(line('mode'), 'test', 'every answer says Marketplace-Mode: test');
    const today = Object.keys(json('test availability'))[0]!;
    assert.equal(json('test availability')[today].availability.vacancies, 20, 'the simulated supplier: 20 seats a day');
    const booking = json('test booking');
    assert.equal(booking.tickets.length, 2, out);
    for (const barcode of [booking.barcode, ...booking.tickets.map((t: { barcode: string }) => t.barcode)]) assert.match(barcode, /^TEST-/);
    assert.equal(line('test barcodes'), booking.tickets.map((t: { barcode: string }) => t.barcode).join(' '));
    assert.equal(line('sold_out'), '400 {"error":"SOLD_OUT"}');
    // The outage: 503 with Retry-After first, then the booking on repeat, and one booking only.
    const attempts = [...out.matchAll(/^supplier_down, attempt (\d): (\d{3})(?: \(Retry-After: (\d+)\))? (.*)$/gm)];
    assert.ok(attempts.length >= 2, out);
    assert.deepEqual(attempts[0]!.slice(2), ['503', '5', '{"error":"SUPPLIER_UNAVAILABLE"}'], out);
    const last = attempts.at(-1)!;
    assert.equal(last[2], '200', out);
    assert.match((JSON.parse(last[4]!) as { barcode: string }).barcode, /^TEST-/);
    assert.match(out, /^test bookings with reference TEST-DOWN-\S+: 1$/m);
    // Both bookings' notices, in the supplier's test delivery log, recorded and not sent.
    const notices = json('test delivery log') as { event: string; status: string; last_status: string }[];
    assert.deepEqual(
      notices.map((n) => [n.event, n.status, n.last_status]),
      [0, 1].map(() => ['booking_confirmation', 'not_sent', 'NOT_SENT: no test_notification_url']),
    );
    assert.match(out, /^live bookings with reference TEST-DEMO-\S+: 0$/m);
    const agentWipe = json("agent's wipe");
    assert.deepEqual([agentWipe.deleted.bookings, agentWipe.deleted.reservations, agentWipe.kept_in_flight], [2, 2, { reservations: 0, bookings: 0 }]);
    assert.ok(json("supplier's wipe").deleted.simulated_records > 0, out);
    assert.equal(line('test bookings after the wipe'), '0');
    assert.equal(line('test seats today'), '20 at T3, 20 after the wipe');

    // The live callback_url, the reference supplier: nothing written, by its own records; the
    // marketplace called it once, for the product list of step T2 (the catalogue both modes share,
    // read and counted as live's).
    assert.deepEqual(referenceSupplierRecords(), recordsBefore, 'the reference supplier recorded no hold, booking or keyed request');
    const callsAfter = await callsTo(supplierHost, ports.metrics);
    const changed = [...callsAfter]
      .filter(([call, n]) => n !== (callsBefore.get(call) ?? 0))
      .map(([call, n]) => `${call} +${n - (callsBefore.get(call) ?? 0)}`);
    assert.deepEqual(changed, ['GET /products success live +1'], 'test mode only read the live catalogue');
  }

  /** The Temporal UI filters docs/OPERATIONS.md gives ("Test mode"), as the dev server answers them after both walk-throughs. */
  async function checkModeFilters(temporalPort: number) {
    const connection = await Connection.connect({ address: `127.0.0.1:${temporalPort}` });
    try {
      const client = new Client({ connection });
      const list = async (query: string) => {
        const ids: string[] = [];
        for await (const workflow of client.workflow.list({ query })) ids.push(workflow.workflowId);
        return ids.sort();
      };
      await eventually(
        async () => {
          const test = await list('WorkflowId STARTS_WITH "test:"');
          assert.ok(test.some((id) => id.startsWith('test:booking:')) && test.some((id) => id.startsWith('test:reservation:')), test.join(' '));
          assert.deepEqual(await list('MarketplaceMode = "test"'), test, 'every test workflow, and only those, carries MarketplaceMode test');
          const live = await list('MarketplaceMode = "live"');
          assert.ok(
            live.some((id) => id.startsWith('booking:')),
            live.join(' '),
          );
          const notTest = await list('NOT WorkflowId STARTS_WITH "test:"');
          assert.ok(live.every((id) => notTest.includes(id)) && notTest.every((id) => !id.startsWith('test:')), notTest.join(' '));
        },
        20_000,
        'the mode filters',
      );
    } finally {
      await connection.close();
    }
  }

  it('runs the API, the worker and the Temporal UI, stops all of it on Ctrl-C, and keeps the data', async function () {
    const ports = { api: await freePort(), pg: await freePort(), temporal: await freePort(), metrics: await freePort(), ui: await freePort() };
    const first = await start(ports);
    // The UI on a port of its own (DEV_TEMPORAL_UI_PORT), and the dev server's other ports announced and answering.
    assert.match(first.output(), new RegExp(`Temporal UI  http://127.0.0.1:${ports.ui}\n`));
    const devServer = devServerPorts(first.output());
    assert.equal((await fetch(`http://127.0.0.1:${devServer.http}/api/v1/namespaces`)).status, 200, "Temporal's HTTP API");
    assert.match(await (await fetch(`http://127.0.0.1:${devServer.metrics}/metrics`)).text(), /^# (HELP|TYPE) /m);
    const health = await fetch(`http://127.0.0.1:${ports.api}/health`);
    assert.equal(health.status, 200);
    assert.equal((await fetch(`http://127.0.0.1:${ports.api}/metrics`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${ports.metrics}/metrics`)).status, 200);
    const ui = await fetch(`http://127.0.0.1:${ports.ui}/`);
    assert.equal(ui.status, 200);

    // Another `npm start` whose PostgreSQL port, or Temporal UI port, this one holds stops at once,
    // naming the port that is taken and its variable (before: a TypeError, or the Temporal port named).
    const others = { api: await freePort(), pg: await freePort(), temporal: await freePort(), metrics: await freePort(), ui: await freePort() };
    assert.match(
      await refusedStart({ ...others, pg: ports.pg }),
      new RegExp(`^npm start: port ${ports.pg} \\(PostgreSQL\\) is already taken, .*postgres.*; set DEV_POSTGRES_PORT to another port`),
    );
    assert.match(
      await refusedStart({ ...others, ui: ports.ui }),
      new RegExp(`^npm start: port ${ports.ui} \\(the Temporal UI\\) is already taken, .*temporal.*; set DEV_TEMPORAL_UI_PORT to another port`),
    );

    // ops, as the banner prints it, finds this stack by itself: no DATABASE_URL, no TEMPORAL_ADDRESS.
    const ops = /Ops {10}(.+?) {3}\(settings in /.exec(first.output())?.[1];
    assert.ok(ops, first.output());
    const status = await run('bash', ['-c', ops], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, timeout: 60_000 }).catch(
      (err: { stdout: string; stderr: string }) => assert.fail(`${ops} failed:\n${err.stdout}\n${err.stderr}`),
    );
    assert.match(status.stdout, /^Nothing is past its threshold\.$/m, status.stdout);
    checkStatusAsDocumented(status.stdout);
    const created = await fetch(`http://127.0.0.1:${ports.api}/v1/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dev', email: 'dev@example.com', callback_url: 'https://cb.example.com', notification_url: 'https://n.example.com' }),
    });
    assert.equal(created.status, 200);
    // The worker delivered the verification e-mail: with no SMTP_URL it goes to the log.
    await eventually(() => assert.ok(first.output().includes('e-mail not sent (no SMTP_URL): logged instead'), 'the e-mail not logged'), 30_000, 'the worker');
    // The mail is shown as a mail, the code on a line of its own, not inside one line of JSON.
    assert.match(first.output(), /^ {4}\| Verification code: \S+$/m);
    await stop(first, ports);

    const second = await start(ports);
    const again = await fetch(`http://127.0.0.1:${ports.api}/v1/account/dev@example.com`);
    assert.equal(again.status, 200, 'the account survived the restart');
    await stop(second, ports);
  });

  it('npm run demo: the reference supplier, seeded accounts and a walk-through that books, redeems, reports and pushes a stock change; a second run reuses the accounts, and its typed-client program typechecks and runs as printed', async function () {
    const ports = {
      api: await freePort(),
      pg: await freePort(),
      temporal: await freePort(),
      metrics: await freePort(),
      sdkMetrics: await freePort(),
      supplier: await freePort(),
      agentInbox: await freePort(),
    };
    const curl = await run('bash', ['-c', 'command -v curl']).catch(() => undefined);
    assert.ok(curl, 'curl is needed to run the printed walk-through (.ci/run installs it)');
    // A receiver whose certificate a CA of the operator's own signed, named in SUPPLIER_CA_FILE:
    // the demo adds its supplier's certificate to that file's, never replaces it (issue 42 §11).
    const receiver = await startFakeSupplier({ ca: testStack().ca });
    receiver.on('POST', '/test', () => ({ body: {} }));
    const operatorCa = join(dataDir, 'operator-ca.pem');
    await writeFile(operatorCa, testStack().ca.caCertPem);
    const first = await start(ports, ['--demo'], { SUPPLIER_CA_FILE: operatorCa }).catch(async (err: unknown) => {
      await receiver.close();
      throw err;
    });
    try {
      const signedUp = await fetch(`http://127.0.0.1:${ports.api}/v1/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Own CA', email: 'own-ca@example.com', callback_url: 'https://cb.example.com', notification_url: receiver.url }),
      });
      assert.equal(signedUp.status, 200);
      const { token } = (await signedUp.json()) as { token: string };
      const tested = await fetch(`http://127.0.0.1:${ports.api}/v1/notifications/test`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`own-ca@example.com:${token}`).toString('base64')}` },
      });
      const entry = (await tested.json()) as { status: string; last_status: string };
      assert.deepEqual([tested.status, entry.status, entry.last_status], [200, 'delivered', '200'], JSON.stringify(entry));
    } finally {
      await receiver.close();
    }
    // Another checkout's `npm start` on this one's Temporal port stops at once, naming the port.
    // Before, it took the dev server that could not bind for running, joined this Temporal, and
    // its worker took this demo's tasks against its own database: the walk-through below failed.
    assert.match(
      await refusedStart({ api: await freePort(), pg: await freePort(), temporal: ports.temporal, metrics: await freePort() }),
      new RegExp(`^npm start: port ${ports.temporal} \\(Temporal\\) is already taken, .*temporal.*; set DEV_TEMPORAL_PORT to another port`),
    );
    // The banner gives credentials, the files to run and their steps, not the scripts whole (it was about 230 lines).
    const printed = first.output().slice(first.output().indexOf('  API          '));
    const kitCommand = printed.indexOf('npm run conformance -- ');
    assert.ok(kitCommand > 0, printed);
    const bannerLines = printed.slice(0, printed.indexOf('\n', kitCommand)).split('\n').length;
    assert.ok(bannerLines < 70, `the banner has ${bannerLines} lines:\n${printed}`);
    const agentLine = /Agent {6}.*: (agent@demo\.example) \/ (\S+)/.exec(first.output());
    assert.ok(agentLine, first.output());
    // The callbacks' user name, which a conformance kit run needs (the reference supplier's own default is another).
    assert.match(
      first.output(),
      new RegExp(
        `Callbacks  https://127\\.0\\.0\\.1:${ports.supplier} \\(the reference supplier: user demo-supplier, password supplierPassword in \\S+demo\\.json\\)`,
      ),
    );
    const script = /Walk-through, with curl, run as: bash (\S+)/.exec(first.output())?.[1];
    assert.ok(script, first.output());
    // The walk-through exactly as printed, in bash, with curl and node.
    const walk = await run('bash', [script], { env: { PATH: process.env.PATH ?? '' }, timeout: 60_000 });
    const out = walk.stdout;
    const reservation = /reservation: ([0-9a-f-]{36})/.exec(out)?.[1];
    assert.ok(reservation, `${out}\n${walk.stderr}`);
    // Step 3b: the supplier agreed to hold the seats 25 minutes instead of 15.
    const extended = JSON.parse(/extended: (\{.*\})/.exec(out)?.[1] ?? 'null') as { reservation: string; expires: string } | null;
    assert.ok(extended, out);
    assert.equal(extended.reservation, reservation, out);
    const heldFor = Date.parse(extended.expires) - Date.now();
    assert.ok(heldFor > 20 * 60_000 && heldFor <= 25 * 60_000, `held for ${heldFor} ms more: ${out}`);
    const booking = JSON.parse(out.split('\n').find((line) => line.startsWith('{"mobile"')) ?? 'null') as {
      tickets: { barcode: string }[];
      rrp: number;
      discount: number;
    };
    assert.equal(booking.tickets.length, 2, out);
    // 2 adults with the ALL_LINES option: 34 each in summer, 33 at weekends, else 30 (the demo's
    // table), 2.50 off each with WELCOME; the quote the hold cited said the same.
    const today = todayIn('Europe/Amsterdam');
    const summer = today.slice(5) >= '06-01' && today.slice(5) <= '08-31';
    const adult = summer ? 34 : ['sat', 'sun'].includes(weekdayOf(today)) ? 33 : 30;
    assert.deepEqual([booking.rrp, booking.discount], [2 * adult, 5]);
    const quoted = JSON.parse(/^quote: (\{.*\})$/m.exec(out)?.[1] ?? 'null') as { items: { rrp: number; tickets: { rule: string }[] }[] } | null;
    assert.equal(quoted?.items[0]?.rrp, booking.rrp, out);
    assert.match(out, new RegExp(`^quoted ${booking.rrp}, booked ${booking.rrp} EUR$`, 'm'));
    // Step 1 lists HARBOUR-TOUR with the cancellation terms the reference supplier declares for it.
    const products = JSON.parse(out.split('\n').find((line) => line.includes('"HARBOUR-TOUR"')) ?? 'null') as Record<string, any> | null;
    assert.equal(products?.['HARBOUR-TOUR']?.cancellation?.cutoff_hours, 2, out);
    // ... and the booking questions it asks (issue 33), which the kit's run below answers.
    assert.deepEqual(
      products?.['HARBOUR-TOUR']?.questions?.map((q: { id: string }) => q.id),
      ['passenger_name', 'language', 'wheelchair'],
      out,
    );
    // Step 4b: the canal pass has no terms, so today's trip is past the marketplace's cut-off.
    const quote = JSON.parse(/cancellation quote: (\{.*\})/.exec(out)?.[1] ?? 'null') as Record<string, unknown> | null;
    assert.deepEqual([quote?.cancellable, quote?.reason, quote?.cancellation], [false, 'PAST_CUTOFF_DATE', null], out);
    const barcode = /first ticket: (\S+)/.exec(out)?.[1];
    assert.equal(barcode, booking.tickets[0]!.barcode);
    // Steps 5 and 6 print the redemption and then the report, each one JSON line.
    const lines = out.trim().split('\n');
    const redeemedAt = lines.findIndex((line) => line.startsWith('{"') && 'redeemed' in (JSON.parse(line) as object));
    assert.ok(redeemedAt >= 0, out);
    const [redeemed, report] = lines.slice(redeemedAt, redeemedAt + 2).map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.equal(redeemed?.redeemed, true, out);
    assert.match(JSON.stringify(report), new RegExp(barcode!));

    // Steps 7 to 10: a sale at the supplier's own till, recorded at the reference supplier and pushed
    // by it as the supplier; the agent's feed, availability and inbox all show it.
    const labelled = (label: string) => {
      const line = lines.find((l) => l.startsWith(`${label}: `));
      assert.ok(line, `no "${label}" line in\n${out}\n${walk.stderr}`);
      return JSON.parse(line.slice(label.length + 2)) as any;
    };
    const stock = labelled('stock changed and pushed');
    const week = stock.date as string;
    assert.equal(stock.sold_elsewhere, 3);
    assert.equal(stock.day.availability.vacancies, 37, 'the reference supplier counts the 3 seats sold at its till (capacity 40)');
    const sequence = stock.pushed.sequence as number;
    assert.ok(Number.isSafeInteger(sequence) && sequence > 0, JSON.stringify(stock));
    assert.deepEqual(stock.pushed, { supplier: 'supplier@demo.example', product: 'CANAL-PASS', option: null, dates: [week], sequence });
    assert.deepEqual(
      labelled('feed').changes.map((c: Record<string, unknown>) => ({ ...c, at: typeof c.at })),
      [
        {
          sequence,
          supplier: 'supplier@demo.example',
          product: 'CANAL-PASS',
          option: null,
          date: week,
          source: 'supplier',
          kind: 'availability',
          at: 'string',
        },
      ],
    );
    // Step 2 read that day when the supplier still had 40 seats, and the answer was kept for 60 s:
    // 37 now means the push dropped it.
    assert.equal(labelled('availability after the push')[week].availability.vacancies, 37);
    assert.match(out, new RegExp(`^canal passes left on ${week}: 40 at step 2, 37 now$`, 'm'));
    const notice = labelled('notice delivered');
    assert.deepEqual([notice.event, notice.status, notice.signed_with?.length], ['availability.updated', 'delivered', 1]);
    // What the walk-through did, in the metrics: supplier calls by supplier, callback and outcome;
    // the market's state; and the Temporal SDK's own metrics on their port.
    const supplier = `127.0.0.1:${ports.supplier}`;
    // The owner's notification goes out after the agent's answer: counted once it has.
    const notified = new RegExp(
      `marketplace_supplier_calls_total\\{supplier="${supplier}",callback="notification /booking_confirmation",outcome="success",mode="live"\\} 1`,
    );
    const metrics = await eventually(
      async () => {
        const text = await (await fetch(`http://127.0.0.1:${ports.metrics}/metrics`)).text();
        assert.ok(notified.test(text), 'the notification not counted');
        return text;
      },
      15_000,
      'the booking notification in the metrics',
    );
    assert.match(
      metrics,
      new RegExp(`marketplace_supplier_calls_total\\{supplier="${supplier}",callback="POST /reservation",outcome="success",mode="live"\\} 1`),
    );
    assert.match(
      metrics,
      new RegExp(`marketplace_supplier_calls_total\\{supplier="${supplier}",callback="POST /booking_confirmation",outcome="success",mode="live"\\} 1`),
    );
    assert.match(
      metrics,
      new RegExp(`marketplace_supplier_calls_total\\{supplier="${supplier}",callback="POST /reservation_extension",outcome="success",mode="live"\\} 1`),
    );
    assert.match(metrics, /marketplace_supplier_call_duration_seconds_bucket\{/);
    assert.match(metrics, /marketplace_bookings\{status="confirmed",mode="live"\} 1/);
    assert.match(metrics, /marketplace_holds_open\{mode="live"\} 0/);
    assert.match(metrics, /marketplace_notifications_pending\{mode="live"\} \d+/);
    assert.match(metrics, /http_requests_total\{method="POST",route="\/v1\/booking_confirmation",status="200",mode="live"\} 1/);
    assert.match(metrics, /http_requests_total\{method="POST",route="\/v1\/availability_changes",status="200",mode="live"\} 1/);
    const sdk = await (await fetch(`http://127.0.0.1:${ports.sdkMetrics}/metrics`)).text();
    assert.match(sdk, /temporal_workflow_completed|temporal_workflow_task_execution_latency|temporal_num_pollers/);

    // Every notification the walk-through caused reaches its account's own receiver, signed with
    // that account's secret and verified there: each delivery log shows all delivered, none pending.
    const supplierLine = /Supplier {3}.*: (supplier@demo\.example) \/ (\S+)/.exec(first.output());
    assert.ok(supplierLine, first.output());
    const deliveryLog = async (email: string, token: string) => {
      const res = await fetch(`http://127.0.0.1:${ports.api}/v1/notifications?limit=500`, {
        headers: { authorization: `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}` },
      });
      assert.equal(res.status, 200);
      return (await res.json()) as { event: string; status: string; signed_with: number[] | null; last_status: string | null }[];
    };
    const logs = await eventually(
      async () => {
        const both = { supplier: await deliveryLog(supplierLine[1]!, supplierLine[2]!), agent: await deliveryLog(agentLine[1]!, agentLine[2]!) };
        const all = [...both.supplier, ...both.agent];
        assert.ok(all.length > 0, 'no notification in either log');
        const undelivered = all.filter((n) => n.status !== 'delivered');
        assert.equal(undelivered.length, 0, `not delivered: ${JSON.stringify(undelivered)}`);
        return both;
      },
      30_000,
      'every notification delivered',
    ).catch((err: unknown) => assert.fail(`${(err as Error).message}\n${first.output()}`));
    assert.deepEqual(
      logs.supplier.map((n) => n.event),
      ['booking_confirmation'],
      'the supplier hears of the booking (it redeemed the ticket itself)',
    );
    assert.deepEqual(
      logs.agent.filter((n) => n.event !== 'availability.updated').map((n) => n.event),
      ['ticket_redemption'],
      'the agent hears of the redemption',
    );
    assert.ok(
      logs.agent.some((n) => n.event === 'availability.updated'),
      'the agent hears of the availability changes (it asked to)',
    );
    // The feed, read here as the agent: the till sale is there, pushed by the supplier.
    const feed = await fetch(`http://127.0.0.1:${ports.api}/v1/availability_changes?since=${sequence - 1}`, {
      headers: { authorization: `Basic ${Buffer.from(`${agentLine[1]}:${agentLine[2]}`).toString('base64')}` },
    });
    assert.equal(feed.status, 200);
    const change = ((await feed.json()) as { changes: Record<string, unknown>[] }).changes.find((c) => c.sequence === sequence);
    assert.deepEqual(change && [change.product, change.date, change.source], ['CANAL-PASS', week, 'supplier']);
    for (const n of [...logs.supplier, ...logs.agent]) {
      assert.equal(n.signed_with?.length, 1, `${n.event} signed with the account's one secret`);
      assert.match(n.last_status ?? '', /^2\d\d$/);
    }
    assert.match(first.output(), /agent inbox: ticket_redemption for booking DEMO-\S+, signature verified/);
    // The inbox verified a notice carrying the pushed day, at or past the push's sequence. Step 10
    // may have seen the notice of an earlier sale gathered a moment after the push: the push's own
    // follows within its gathering window.
    await eventually(
      () => {
        const heard = [...first.output().matchAll(/agent inbox: availability\.updated for CANAL-PASS on (.+) \(sequence (\d+)\), signature verified/g)];
        assert.ok(
          heard.some(([, dates, n]) => dates!.includes(week) && Number(n) >= sequence),
          'no notice of the pushed day yet',
        );
      },
      30_000,
      'the notice of the pushed day at the agent inbox',
    );
    assert.doesNotMatch(first.output(), /INVALID_SIGNATURE|notification not accepted|Activity failed/);
    const after = await (await fetch(`http://127.0.0.1:${ports.metrics}/metrics`)).text();
    assert.match(after, /marketplace_notifications_pending\{mode="live"\} 0/);
    assert.match(after, /marketplace_notifications_failing\{mode="live"\} 0/);
    // The Temporal UI's list, photographed as npm run ops:screenshots does: drawn, not blank.
    const shot = join(dataDir, 'temporal-ui.png');
    await run(process.execPath, ['scripts/browserShots.ts', shot, `http://127.0.0.1:${ports.temporal + 1000}/namespaces/default/workflows`, '1600,700'], {
      env: { ...process.env, CHROMIUM_PATH: await chromium() },
      timeout: 60_000,
    });
    assert.ok(distinctColours(await readFile(shot)) > RENDERED_COLOURS, 'the Temporal UI was photographed blank');
    await checkTestModeWalkthrough(first.output(), ports);
    await checkModeFilters(ports.temporal);
    const testTokens = [...first.output().matchAll(/ \/ (tmk_test_[\w-]+)/g)].map((m) => m[1]);
    await stop(first, ports);

    const second = await start(ports, ['--demo']);
    assert.match(second.output(), new RegExp(`agent@demo\\.example / ${agentLine[2]}`), 'the same agent token');
    assert.equal(testTokens.length, 2, first.output());
    for (const token of testTokens) assert.ok(second.output().includes(` / ${token}`), 'the same test tokens');
    const again = await run('bash', [script], { env: { PATH: process.env.PATH ?? '' }, timeout: 60_000 });
    assert.match(again.stdout, /first ticket: RS/);
    assert.match(again.stdout, /notice delivered: \{"id"/, 'the second run pushes and is told again');
    // The second run sells 3 more at the till: step 9 shows the figure moved again, from the first run's 37.
    const moved = /^canal passes left on (\S+): (\d+) at step 2, (\d+) now$/m.exec(again.stdout);
    assert.ok(moved, again.stdout);
    assert.deepEqual(moved.slice(1), [week, '37', '34'], again.stdout);
    assert.equal(JSON.parse(/^stock changed and pushed: (.*)$/m.exec(again.stdout)![1]!).sold_elsewhere, 6);
    // The same walk-through as a TypeScript program with the typed client: it typechecks and runs as printed.
    await checkTypedWalkthrough(second.output(), dataDir);

    // The conformance kit exactly as the banner prints it, against the running demo: every check passes.
    const banner = second.output().split('\n');
    const header = banner.findIndex((line) => line.startsWith('    Conformance kit,'));
    assert.ok(header >= 0, second.output());
    const commandLines = banner.slice(header + 3, banner.indexOf('', header + 3));
    // The secrets in the environment, none on the command line (issue 42 §5).
    assert.match(commandLines[0]!, /^ {4}CALLBACK_URL='https:\/\/demo-supplier:\S+' NOTIFICATION_URL='https:\/\/demo-supplier:\S+' \\$/, second.output());
    assert.match(commandLines[1]!, /^ {4}MARKETPLACE_TOKEN='\S+' WEBHOOK_SECRET='whsec_\S+' \\$/, second.output());
    assert.match(commandLines[2]!, /^ {6}npm run conformance -- --ca '\S+' --marketplace \S+ --account \S+$/, second.output());
    const kit = await run('bash', ['-c', commandLines.join('\n')], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      timeout: 120_000,
    }).catch((err: { stdout: string; stderr: string }) => assert.fail(`the printed kit command failed:\n${err.stdout}\n${err.stderr}`));
    assert.match(kit.stdout, /The test notification is signed with WEBHOOK_SECRET\./);
    assert.match(kit.stdout, /PASS {2}notification\.accepts — Notifications are accepted\n.*\n {6}accepted signed/);
    assert.match(kit.stdout, /PASS {2}notification\.signed/);
    assert.match(kit.stdout, /PASS {2}push\.used/);
    assert.match(kit.stdout, /^\d+ passed, 0 warned, 0 failed, 0 skipped: CONFORMS$/m, kit.stdout);
    await stop(second, ports);
  });
});
