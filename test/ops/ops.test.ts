import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Client, WorkflowNotFoundError } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import proto from '@temporalio/proto';
import { bookingStepWorkflowId } from '../../src/bookings/starters.ts';
import { deliveryWorkflowId } from '../../src/records/notifications/queue.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import { runOps } from '../../src/ops/cli.ts';
import { createProgress } from '../../src/ops/progress.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { notificationWorkflow } from '../../workflows/notifications/delivery.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { freePort } from '../helpers/freePort.ts';
import { startRole } from '../helpers/roleProcess.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

// A CommonJS module: its namespaces come through the default export.
const { temporal } = proto;

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run ops -- <args>` as a real process with exactly `env` (and PATH). */
async function ops(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const role = startRole('ops', env, args);
  let stdout = '';
  let stderr = '';
  role.child.stdout!.on('data', (d: Buffer) => (stdout += d));
  role.child.stderr!.on('data', (d: Buffer) => (stderr += d));
  const code = await role.exited;
  return { code, stdout, stderr };
}

/** The same command line run in this process, with an empty environment: what the CLI parses before it reads any setting. */
async function inProcess(args: string[]): Promise<Run> {
  const collect = () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(String(chunk));
        callback();
      },
    });
    return { stream: stream as unknown as NodeJS.WriteStream, text: () => chunks.join('') };
  };
  const [stdout, stderr] = [collect(), collect()];
  const code = await runOps(args, { stdout: stdout.stream, stderr: stderr.stream, env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const COMMANDS = [
  'status',
  'redrive-bookings',
  'redrive-notifications',
  'redrive-reservations',
  'redrive-mail',
  'set-domain',
  'clear-domain',
  'build-indexes',
  'temporal-setup',
  'reseal',
];

describe('npm run ops', function () {
  describe('with no configuration at all', function () {
    it('--help lists every command and the exit codes, and exits 0', async function () {
      const run = await ops(['--help']);
      assert.equal(run.code, 0, run.stderr);
      for (const command of COMMANDS) assert.match(run.stdout, new RegExp(`^  ${command}\\b`, 'm'), command);
      assert.match(run.stdout, /69 could not check: the database or Temporal did not\nanswer; 64 usage; 78 configuration/);
      assert.equal(run.stderr, '');
      for (const args of [['-h'], ['help']]) assert.equal((await inProcess(args)).stdout, run.stdout);
    });

    it('each command has its own help, with its options', async function () {
      for (const command of COMMANDS) {
        const run = await inProcess([command, '--help']);
        assert.equal(run.code, 0, `${command}: ${run.stderr}`);
        assert.match(run.stdout, new RegExp(`^Usage: npm run ops -- ${command}\\b`), command);
        assert.match(run.stdout, /--json/);
      }
      assert.match((await inProcess(['redrive-bookings', '-h'])).stdout, /--older-than[\s\S]*--id[\s\S]*--dry-run/);
      assert.equal((await inProcess(['help', 'status'])).stdout, (await inProcess(['status', '--help'])).stdout);
      // The same as a process of its own, with an empty environment.
      const real = await ops(['redrive-notifications', '--help']);
      assert.equal(real.code, 0, real.stderr);
      assert.equal(real.stdout, (await inProcess(['redrive-notifications', '--help'])).stdout);
    });

    it('a usage error is 64 with the help, a missing setting 78 naming it, each in a line without a stack', async function () {
      const unknown = await ops(['frobnicate']);
      assert.equal(unknown.code, 64);
      assert.match(unknown.stderr, /^ops: no command "frobnicate"\n\nUsage/);
      const missing = await ops(['status']);
      assert.equal(missing.code, 78);
      assert.equal(missing.stderr, 'Invalid configuration: DATABASE_URL: required\n');
      const none = await inProcess([]);
      assert.equal(none.code, 64);
      assert.match(none.stderr, /^Usage/);
      const badOption = await inProcess(['status', '--verbose']);
      assert.equal(badOption.code, 64);
      assert.match(badOption.stderr, /Unknown option '--verbose'/);
      assert.equal((await inProcess(['status', 'now'])).code, 64);
      assert.equal((await inProcess(['set-domain', 'a@example.com'])).code, 64);
      const badDuration = await inProcess(['redrive-bookings', '--older-than', 'soon']);
      assert.equal(badDuration.code, 64);
      assert.match(badDuration.stderr, /not a duration: soon/);
      for (const command of ['redrive-mail', 'redrive-reservations', 'set-domain', 'build-indexes']) {
        const run = await inProcess(command === 'set-domain' ? [command, 'a@example.com', 'example.org'] : [command]);
        assert.equal(run.code, 78, command);
        assert.equal(run.stderr, 'Invalid configuration: DATABASE_URL: required\n', command);
      }
    });

    it('a database that does not answer is one line and exit 69 (nothing was checked); with --json an error object on stdout too', async function () {
      const run = await ops(['status'], { DATABASE_URL: `postgresql://u:p@127.0.0.1:${await freePort()}/x` });
      assert.equal(run.code, 69);
      assert.equal(run.stderr, 'ops status: cannot reach the database: ECONNREFUSED\n');
      const missing = await inProcess(['status', '--json']);
      assert.equal(missing.code, 78);
      assert.deepEqual(JSON.parse(missing.stdout), { error: { code: 'CONFIGURATION', message: 'Invalid configuration: DATABASE_URL: required' } });
    });
  });

  describe('progress', function () {
    it('shows a count and a rate on a terminal, and clears its line when done', function () {
      const writes: string[] = [];
      const terminal = Object.assign(
        new Writable({
          write(chunk, _encoding, callback) {
            writes.push(String(chunk));
            callback();
          },
        }),
        { isTTY: true },
      ) as unknown as NodeJS.WriteStream;
      const progress = createProgress('redrive-bookings', terminal)!;
      progress.tick(1);
      progress.done();
      assert.match(writes[0]!, /^\rredrive-bookings: 1 \(\d+\/s\)/);
      assert.equal(writes.at(-1), '\r\u001b[K');
      // Not a terminal (a pipe, a cron job's mail): nothing.
      assert.equal(createProgress('redrive-bookings', Object.assign(new Writable(), { isTTY: false }) as unknown as NodeJS.WriteStream), undefined);
    });
  });

  /**
   * Against real Postgres (a database of its own, so that other suites' rows do not count) and the
   * suite's Temporal, with a worker: the world books for real, then rows are put in the states that
   * a crash, a lost signal or an outage leave behind.
   */
  describe('status and the redrives', function () {
    this.timeout(120_000);
    let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
    let w: BookingWorld;
    let env: Record<string, string>;
    const sql = <T extends object[]>(query: string, params: unknown[] = []) => scratch.db.fork().getConnection().execute<T>(query, params);
    const status = async () => {
      const run = await ops(['status', '--json'], env);
      if (!run.stdout.endsWith('}\n')) assert.fail(`no report (${run.code}): ${run.stdout} ${run.stderr}`);
      return {
        ...run,
        report: JSON.parse(run.stdout) as {
          ok: boolean;
          checks: { name: string; mode: string | null; count: number; past: boolean; oldest: string | null; unknown?: string }[];
        },
      };
    };
    /** A line of the report: live mode's (test mode's with `mode`); e-mail has none. */
    const checkOf = (report: Awaited<ReturnType<typeof status>>['report'], name: string, mode = 'live') =>
      report.checks.find((c) => c.name === name && (c.mode === mode || c.mode === null))!;
    const workflowExists = async (workflowId: string) =>
      testStack()
        .temporal.client.workflow.getHandle(workflowId)
        .describe()
        .then(
          () => true,
          (err: unknown) => {
            if (err instanceof WorkflowNotFoundError) return false;
            throw err;
          },
        );

    before(async function () {
      scratch = await startScratchDatabase('ops_status');
      w = await startBookingWorld({ db: scratch.db });
      env = {
        DATABASE_URL: scratch.url,
        TEMPORAL_ADDRESS: testStack().temporal.address,
        TEMPORAL_TASK_QUEUE: w.api.taskQueue,
      };
    });
    after(async function () {
      await w?.stop();
      await scratch?.drop();
    });

    /** A copy of a booking row under a new id and reference, in `status`, last changed `minutes` ago: a change whose workflow never started. */
    async function strandedBookingLike(bookingId: string, status: string, minutes: number): Promise<string> {
      const id = randomUUID();
      await sql(
        `create temp table copy as select * from booking where id = ?;
         update copy set id = ?, agent_reference = ?, status = ?, updated_at = now() - make_interval(mins => ?), reservation_id = null, barcode = null;
         insert into booking select * from copy; drop table copy;`,
        [bookingId, id, `OPS-${id.slice(0, 8)}`, status, minutes],
      );
      return id;
    }

    it('reports nothing past its threshold on a quiet market, and exits 0', async function () {
      await w.freesale();
      const { code, report, stderr } = await status();
      assert.equal(code, 0, stderr);
      assert.equal(report.ok, true, JSON.stringify(report));
      const modeLines = [
        'holds_past_expiry',
        'booking_changes_without_workflow',
        'notifications_failing',
        'notifications_given_up',
        'availability_changes_unannounced',
        'orders_stuck',
      ];
      assert.deepEqual(
        report.checks.map((c) => `${c.name} ${c.mode}`),
        [...modeLines.map((name) => `${name} live`), ...modeLines.map((name) => `${name} test`), 'mail_unsent null'],
      );
      const human = await ops(['status'], env);
      assert.equal(human.code, 0);
      assert.match(human.stdout, /^ok +holds past their expiry, not released +0/m);
      assert.match(human.stdout, /Nothing is past its threshold\.\n$/);
    });

    it('finds each kind of stuck work, with its count and oldest, exits 1, and the redrives start what has no workflow', async function () {
      // A booking confirmed for real, then rows left as crashes and lost signals leave them.
      const { booking } = await w.book();
      const row = (
        await sql<{ id: string; agent_id: string; agent_reference: string }[]>(
          'select id, agent_id, agent_reference from booking where supplier_reference = ?',
          [booking.reference],
        )
      )[0]!;
      const confirmed = row.id;
      // Its workflow delivers the notifications, then closes.
      const confirmation = testStack().temporal.client.workflow.getHandle(workflowIds.booking('live', row.agent_id, row.agent_reference));
      for (let i = 0; i < 200 && (await confirmation.describe()).status.name === 'RUNNING'; i++) await new Promise((r) => setTimeout(r, 100));
      const neverStarted = await strandedBookingLike(confirmed, 'pending', 10);
      // Its confirmation workflow ran and closed: a change whose row went back to pending has none running.
      await sql(`update booking set status = 'pending', updated_at = now() - interval '10 minutes' where id = ?`, [confirmed]);
      // A hold whose workflow lost track of its expiry, and one whose release signal was lost.
      const held = await w.reserve({});
      assert.equal(held.status, 200, JSON.stringify(held.body));
      await sql(`update reservation set expires_at = now() - interval '10 minutes' where id = ?`, [held.body.reservation]);
      const releasing = await w.reserve({});
      await sql(`update reservation set status = 'releasing', updated_at = now() - interval '10 minutes' where id = ?`, [releasing.body.reservation]);
      // Test mode's own: a test hold past its expiry, counted on test mode's line only.
      const testHold = await w.api.call('POST', '/v1/reservation', {
        auth: w.agent.testAuth,
        json: { supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 1, expires: new Date(Date.now() + 600_000).toISOString() },
      });
      assert.equal(testHold.status, 200, JSON.stringify(testHold.body));
      await scratch.db.of('test').pool.query(`update reservation set expires_at = now() - interval '10 minutes' where id = $1`, [testHold.body.reservation]);
      // A notification failing for two hours without a delivery, one whose four days ran out.
      const notification = (await sql<{ id: string }[]>('select id from notification where booking_id = ? limit 1', [confirmed]))[0]!.id;
      const copyNotification = async (age: string) => {
        const id = randomUUID();
        await sql(
          `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
           select ?, booking_id || ':' || event || ':' || ? || ':' || recipient_id, booking_id, event, recipient_id, payload, now() - ?::interval from notification where id = ?`,
          [id, `ops${id.slice(0, 6)}`, age, notification],
        );
        return id;
      };
      const failing = await copyNotification('2 hours');
      await copyNotification('4 days 2 hours');
      // A change whose notices were never asked for, and an e-mail never handed to its workflow.
      await sql(
        `insert into availability_change (owner_id, product_id, product, date, cause, at, noticed)
         select owner_id, id, code, current_date, 'supplier', now() - interval '10 minutes', false from product where code = 'BOAT' and owner_id = (select id from account where email = ?)`,
        [w.owner.email],
      );
      const mailId = randomUUID();
      await sql(
        `insert into mail_outbox (id, recipient, subject, body, created_at) values (?, 'ops@example.com', 'Ops test', 'body', now() - interval '20 minutes')`,
        [mailId],
      );

      const { code, report } = await status();
      assert.equal(code, 1, JSON.stringify(report));
      assert.equal(report.ok, false);
      for (const name of ['holds_past_expiry', 'booking_changes_without_workflow', 'notifications_failing', 'notifications_given_up', 'mail_unsent'])
        assert.equal(checkOf(report, name).past, true, name);
      assert.equal(checkOf(report, 'holds_past_expiry').count, 1);
      assert.equal(checkOf(report, 'holds_past_expiry', 'test').count, 1, 'the test hold, on its own line');
      assert.equal(checkOf(report, 'booking_changes_without_workflow', 'test').count, 0);
      assert.equal(checkOf(report, 'booking_changes_without_workflow').count, 2);
      assert.equal(checkOf(report, 'notifications_failing').count, 1);
      assert.equal(checkOf(report, 'notifications_given_up').count, 1);
      assert.ok(checkOf(report, 'availability_changes_unannounced').count >= 1);
      assert.equal(checkOf(report, 'availability_changes_unannounced').past, true);
      assert.ok(checkOf(report, 'mail_unsent').count >= 1);
      assert.ok(Date.now() - Date.parse(checkOf(report, 'notifications_failing').oldest!) > 7_000_000, 'the oldest is the two-hour-old one');
      const human = await ops(['status'], env);
      assert.equal(human.code, 1);
      assert.match(human.stdout, /^PAST +booking changes pending without a running workflow +2 +\[5m\] +oldest \S+ \(10m ago\)/m);
      assert.match(human.stdout, /^PAST +holds past their expiry, not released \(test mode\) +1 /m);

      // Bookings: the one never started is started; the closed one is not run again, and says why.
      assert.equal(
        await workflowExists(bookingStepWorkflowId('live', { status: 'pending', id: neverStarted, version: 1, agentId: '', agentReference: '' })),
        false,
      );
      // --dry-run looks the workflows up and starts nothing.
      const dry = await ops(['redrive-bookings', '--dry-run', '--json'], env);
      assert.equal(dry.code, 0, dry.stderr);
      assert.deepEqual(
        (JSON.parse(dry.stdout) as { started: number; dryRun: boolean }[]).map((r) => [r.started, r.dryRun]),
        [
          [1, true],
          [0, true],
        ],
      );
      assert.equal(
        await workflowExists(bookingStepWorkflowId('live', { status: 'pending', id: neverStarted, version: 1, agentId: '', agentReference: '' })),
        false,
        'nothing started by the dry run',
      );
      const bookings = await ops(['redrive-bookings', '--json'], env);
      assert.equal(bookings.code, 0, bookings.stderr);
      assert.deepEqual(JSON.parse(bookings.stdout), [
        {
          kind: 'bookings',
          mode: 'live',
          examined: 2,
          started: 1,
          signalled: 0,
          skipped: { 'its workflow closed (COMPLETED); a closed step is never run again': 1 },
          failed: 0,
          failures: [],
          dryRun: false,
        },
        { kind: 'bookings', mode: 'test', examined: 0, started: 0, signalled: 0, skipped: {}, failed: 0, failures: [], dryRun: false },
      ]);
      const reference = (
        await sql<{ agent_reference: string; agent_id: string }[]>('select agent_reference, agent_id from booking where id = ?', [neverStarted])
      )[0]!;
      assert.equal(await workflowExists(workflowIds.booking('live', reference.agent_id, reference.agent_reference)), true);
      // Run again: now it runs (or has ended), and nothing is started twice.
      const again = JSON.parse((await ops(['redrive-bookings', '--json'], env)).stdout) as { started: number }[];
      assert.deepEqual(
        again.map((r) => r.started),
        [0, 0],
      );

      // One notification by its id, whatever its age: examined alone (a dry run, so the next run still starts it).
      const one = JSON.parse((await ops(['redrive-notifications', '--id', failing, '--dry-run', '--json'], env)).stdout) as {
        examined: number;
        started: number;
      }[];
      assert.deepEqual(
        one.map((r) => [r.examined, r.started]),
        [
          [1, 1],
          [0, 0],
        ],
      );
      // Notifications: the failing one gets a delivery.
      const notifications = await ops(['redrive-notifications'], env);
      assert.equal(notifications.code, 0, notifications.stderr);
      assert.match(notifications.stdout, /^redrive-notifications \(live\): 1 examined, 1 started, 0 skipped, 0 failed\n/);
      assert.match(notifications.stdout, /^redrive-notifications \(test\): 0 examined, 0 started, 0 skipped, 0 failed\n/m);
      assert.equal(await workflowExists(workflowIds.notification('live', { ...(await keyOf(failing)) })), true);

      // Reservations: the releasing hold's workflow runs, and is told; nothing is pending. A hold is
      // never skipped (signalling or starting with the signal is safe to repeat): none, and no reason line.
      const [reservations] = JSON.parse((await ops(['redrive-reservations', '--json'], env)).stdout);
      assert.deepEqual(
        [reservations.mode, reservations.examined, reservations.started, reservations.signalled, reservations.skipped, reservations.failed],
        ['live', 1, 0, 1, {}, 0],
      );
      const reservationsInWords = await ops(['redrive-reservations'], env);
      assert.equal(reservationsInWords.code, 0, reservationsInWords.stderr);
      // (The hold may be released by now: only the skips are certain.)
      assert.match(reservationsInWords.stdout, /^redrive-reservations \(live\): \d+ examined, \d+ started, \d+ signalled, 0 skipped, 0 failed\n/);
      assert.doesNotMatch(reservationsInWords.stdout, /^ {2}skipped/m);

      // Mail: the unsent one gets its delivery workflow.
      const mail = JSON.parse((await ops(['redrive-mail', '--json'], env)).stdout);
      assert.equal(mail.failed, 0);
      assert.ok(mail.started >= 1, JSON.stringify(mail));
      assert.equal(await workflowExists(workflowIds.mail(mailId)), true);
    });

    it('a redrive with one item that fails among others that start reports failed 1, lists it, and exits 1; redrive-notifications says why it skips the rest', async function () {
      // A namespace set up by half, as after an upgrade added search attributes and before
      // temporal-setup ran: MarketplaceMode only. Temporal refuses to start a booking's notification
      // there (its attributes name the agent, supplier, …) and starts an availability notice. No
      // worker polls it, so what starts stays running.
      const namespace = `half-${randomUUID().slice(0, 8)}`;
      const client = testStack().temporal.client;
      await client.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
      await client.connection.operatorService.addSearchAttributes({
        namespace,
        searchAttributes: { [searchAttributes.mode.name]: temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD },
      });
      await eventually(
        () => client.workflowService.countWorkflowExecutions({ namespace, query: `${searchAttributes.mode.name} = 'probe'` }),
        30_000,
        'the half set-up namespace in use',
      );
      const half = new Client({ connection: client.connection, namespace });
      const halfEnv = { ...env, TEMPORAL_NAMESPACE: namespace };

      // Only this test's rows are left stranded.
      await sql(`update notification set delivered_at = now() where delivered_at is null and created_at < now() - interval '1 minute'`);
      const { booking } = await w.book();
      const source = (
        await sql<{ id: string }[]>('select n.id from notification n join booking b on b.id = n.booking_id where b.supplier_reference = ? limit 1', [
          booking.reference,
        ])
      )[0]!.id;
      /** A copy of the booking's notification, queued ten minutes ago and never started. */
      const strandedBookingNotification = async () => {
        const id = randomUUID();
        await sql(
          `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
           select ?, booking_id || ':' || event || ':' || ? || ':' || recipient_id, booking_id, event, recipient_id, payload, now() - interval '10 minutes' from notification where id = ?`,
          [id, `ops${id.slice(0, 6)}`, source],
        );
        return id;
      };
      /** An availability notice to the agent, queued twenty minutes ago and never started. */
      const strandedNotice = async (sequence: number) => {
        const id = randomUUID();
        await sql(
          `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
           select ?, p.id || ':availability.updated:' || ? || ':' || a.id, null, 'availability.updated', a.id, ?::jsonb, now() - interval '20 minutes'
             from product p, account a where p.code = 'BOAT' and p.owner_id = (select id from account where email = ?) and a.email = ?`,
          [id, sequence, JSON.stringify({ supplier: w.owner.email, product: 'BOAT', option: null, dates: [FAR], sequence }), w.owner.email, w.agent.email],
        );
        return id;
      };
      const refused = await strandedBookingNotification();
      // Still delivered by a workflow an older release started under the row's id.
      const byOldId = await strandedBookingNotification();
      const oldDelivery = await half.workflow.start(notificationWorkflow, {
        workflowId: workflowIds.notificationById(byOldId),
        taskQueue: w.api.taskQueue,
        args: [{ notificationId: byOldId, tuning: { supplierTimeoutMs: 2000, retryInitialMs: 200, expiryGraceMs: 1000 } }],
      });
      const notices = [await strandedNotice(900_001), await strandedNotice(900_002)];
      try {
        const run = await ops(['redrive-notifications', '--json'], halfEnv);
        assert.equal(run.code, 1, `one item failed: exit 1 (${run.stderr})`);
        const [live, test] = JSON.parse(run.stdout) as { examined: number; failed: number; failures: { id: string; error: string }[] }[];
        assert.deepEqual(
          { ...live!, failures: live!.failures.map((f) => f.id) },
          {
            kind: 'notifications',
            mode: 'live',
            examined: 4,
            started: 2,
            signalled: 0,
            skipped: { 'delivered under its earlier workflow ID': 1 },
            failed: 1,
            failures: [refused],
            dryRun: false,
          },
        );
        // What Temporal answered, and what fixes it.
        assert.match(
          live!.failures[0]!.error,
          /no mapping defined for search attribute Marketplace\w+.*npm run ops -- temporal-setup/,
          live!.failures[0]!.error,
        );
        assert.deepEqual([test!.examined, test!.failed], [0, 0]);
        for (const id of notices) {
          const row = (await sql<{ dedupe_key: string }[]>('select dedupe_key from notification where id = ?', [id]))[0]!;
          assert.equal((await half.workflow.getHandle(deliveryWorkflowId('live', row.dedupe_key)).describe()).status.name, 'RUNNING');
        }

        // Again, in words: the two started run now and are skipped for it; the refused one fails again, named.
        const again = await ops(['redrive-notifications'], halfEnv);
        assert.equal(again.code, 1, again.stderr);
        assert.match(again.stdout, /^redrive-notifications \(live\): 4 examined, 0 started, 3 skipped, 1 failed\n/);
        assert.match(again.stdout, /^ {2}skipped 2: its delivery is running$/m);
        assert.match(again.stdout, /^ {2}skipped 1: delivered under its earlier workflow ID$/m);
        assert.match(again.stdout, new RegExp(`^ {2}failed ${refused}: .*search attribute`, 'im'));
        assert.match(again.stdout, /^redrive-notifications \(test\): 0 examined, 0 started, 0 skipped, 0 failed$/m);
      } finally {
        await oldDelivery.terminate('test over').catch(() => undefined);
        await sql('update notification set delivered_at = now() where id in (?, ?, ?, ?)', [refused, byOldId, ...notices]);
      }
    });

    async function keyOf(notificationId: string) {
      const row = (await sql<{ dedupe_key: string }[]>('select dedupe_key from notification where id = ?', [notificationId]))[0]!;
      const [bookingId = '', event = '', key = '', recipientId = ''] = row.dedupe_key.split(':');
      return { bookingId, event, key, recipientId };
    }

    it('build-indexes builds what migration 024 lacks without holding off writes, drops an invalid leftover first, and leaves the rest alone', async function () {
      await sql('drop index booking_agent_page_idx');
      // An index whose CONCURRENTLY build was interrupted stays, invalid: it is built again.
      await sql('update pg_index set indisvalid = false where indexrelid = ?::regclass', ['booking_owner_travel_idx']);
      const run = await ops(['build-indexes'], { DATABASE_URL: scratch.url });
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /^ {2}public\.booking_agent_page_idx: built in \d+\.\d s$/m);
      assert.match(run.stdout, /^ {2}public\.booking_owner_travel_idx: built in \d+\.\d s$/m);
      assert.match(run.stdout, /^2 built, \d+ already in place\.$/m);
      const indexes = await sql<{ name: string; valid: boolean }[]>(
        `select i.relname as name, x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid
          where i.relnamespace = 'public'::regnamespace and i.relname in ('booking_agent_page_idx', 'booking_owner_travel_idx') order by 1`,
      );
      assert.deepEqual(indexes, [
        { name: 'booking_agent_page_idx', valid: true },
        { name: 'booking_owner_travel_idx', valid: true },
      ]);
      const again = await ops(['build-indexes', '--json'], { DATABASE_URL: scratch.url });
      assert.ok(
        (JSON.parse(again.stdout) as { indexes: { outcome: string }[] }).indexes.every((i) => i.outcome === 'present'),
        again.stdout,
      );
    });

    it('temporal-setup reports as JSON too, reading only the Temporal settings', async function () {
      const run = await ops(['temporal-setup', '--json'], { TEMPORAL_ADDRESS: testStack().temporal.address });
      assert.equal(run.code, 0, run.stderr);
      const report = JSON.parse(run.stdout) as { ok: boolean; address: string; steps: { what: string; outcome: string }[] };
      assert.equal(report.ok, true);
      assert.equal(report.address, testStack().temporal.address);
      assert.ok(
        report.steps.some((s) => s.what === 'namespace default' && s.outcome === 'present'),
        run.stdout,
      );
    });

    it('with Temporal away: status says what it could not check (exit 69, not 1), a redrive fails in one line, as JSON too', async function () {
      // Nothing past its threshold but a booking change, which only Temporal can judge.
      await sql(`update reservation set expires_at = now() + interval '1 hour' where status in ('held', 'releasing')`);
      await scratch.db.of('test').pool.query(`update reservation set expires_at = now() + interval '1 hour' where status in ('held', 'releasing')`);
      await sql(`update notification set delivered_at = now() where delivered_at is null`);
      await sql(`update availability_change set noticed = true`);
      await sql(`update mail_outbox set sent_at = now() where sent_at is null`);
      const { booking } = await w.book();
      const [row] = await sql<{ id: string }[]>('select id from booking where supplier_reference = ?', [booking.reference]);
      await strandedBookingLike(row!.id, 'pending', 10);
      const away = { ...env, TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` };
      const run = await ops(['status', '--json'], away);
      const report = JSON.parse(run.stdout) as Awaited<ReturnType<typeof status>>['report'];
      assert.deepEqual(
        report.checks.filter((c) => c.past).map((c) => c.name),
        [],
      );
      assert.equal(run.code, 69, run.stdout);
      const check = report.checks.find((c) => c.name === 'booking_changes_without_workflow')!;
      assert.match(check.unknown ?? '', /^cannot reach Temporal at 127\.0\.0\.1:\d+/);
      const redrive = await ops(['redrive-bookings'], away);
      assert.equal(redrive.code, 69);
      assert.match(redrive.stderr, /^ops redrive-bookings: cannot reach Temporal at 127\.0\.0\.1:\d+: .*\n$/);
      assert.equal(redrive.stderr.split('\n').length, 2, 'one line');
      const asJson = await ops(['redrive-bookings', '--json'], away);
      assert.equal(asJson.code, 69);
      const error = (JSON.parse(asJson.stdout) as { error: { code: string; message: string } }).error;
      assert.equal(error.code, 'UNAVAILABLE');
      assert.match(error.message, /^ops redrive-bookings: cannot reach Temporal/);
    });

    it('set-domain --dry-run and temporal-setup --dry-run change nothing', async function () {
      const dry = await ops(['set-domain', w.agent.email, 'dry-run-agent.example.org', '--dry-run'], env);
      assert.equal(dry.code, 0, dry.stderr);
      assert.match(dry.stdout, /^dry run, nothing changed: .* would be known by dry-run-agent\.example\.org \(now no domain\)\n$/);
      assert.deepEqual(await sql('select domain from account where email = ?', [w.agent.email]), [{ domain: null }]);
      const setup = await ops(['temporal-setup', '--dry-run', '--json'], { TEMPORAL_ADDRESS: testStack().temporal.address });
      assert.equal(setup.code, 0, setup.stderr);
      assert.deepEqual(JSON.parse(setup.stdout).missing, []);
    });
  });
});
