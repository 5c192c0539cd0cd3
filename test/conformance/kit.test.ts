import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createSender } from '../../src/conformance/exchange.ts';
import { formatReport, KIT_AGENT, runConformance, type Exchange, type Report, type Status } from '../../src/conformance/index.ts';
import { supplierCallbacksDocument } from '../../src/openapi/supplierDocument.ts';
import { documentSchemas } from '../helpers/openapiCheck.ts';
import { startReferenceSupplier, type Fault, type ReferenceSupplier } from '../../src/referenceSupplier/index.ts';
import { startFakeSupplier } from '../helpers/fakeSupplier.ts';
import { createThrowawayCa } from '../helpers/throwawayCa.ts';

const run = promisify(execFile);
const PASSWORD = 'kit-test-secret-1234';

/** The reference supplier as the demo runs it: HARBOUR-TOUR asks booking questions, which the kit picks by default and answers. */
async function referenceSupplier(faults: Fault[] = [], webhookSecret?: string, bookingQuestions = true): Promise<ReferenceSupplier> {
  return startReferenceSupplier({
    username: 'kit-user',
    password: PASSWORD,
    databasePath: ':memory:',
    faults,
    bookingQuestions,
    ...(webhookSecret ? { webhookSecret } : {}),
  });
}

/** A Standard Webhooks secret as the marketplace makes one: `whsec_` and base64 of 24 bytes. */
const webhookSecret = (seed: string) => `whsec_${Buffer.from(seed.padEnd(24, '.').slice(0, 24)).toString('base64')}`;

function statuses(report: Report): Record<string, Status> {
  return Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
}

/** Every check that did not pass, with its first detail line: the assertion message when one should have. */
function notPassed(report: Report): string {
  return report.checks
    .filter((c) => c.status !== 'pass')
    .map((c) => `${c.status} ${c.id}: ${c.detail[0] ?? ''}`)
    .join('\n');
}

/** The vacancies the kit saw on the date it tested before it reserved: the first exchange the once-check judged. */
function firstVacancies(report: Report): number | null {
  const before = report.checks.find((c) => c.id === 'idempotency.once')?.exchanges[0];
  assert.ok(before && before.callback === 'GET /availability' && 'status' in before.answer, 'the kit read the date before reserving');
  return vacancyOf(before.answer.body, report.date!);
}

function vacancyOf(body: unknown, date: string): number | null {
  const day = (body as Record<string, { availability?: { vacancies: number | null }; times?: Record<string, { vacancies: number | null }> }>)[date];
  return day?.availability?.vacancies ?? Object.values(day?.times ?? {})[0]?.vacancies ?? null;
}

async function vacanciesOn(supplier: ReferenceSupplier, product: string, date: string): Promise<number | null> {
  const sender = createSender(supplier.url, { ca: [supplier.caCertPem], timeoutMs: 5000 });
  try {
    const options = Object.keys((supplier.products as Record<string, { options: Record<string, unknown> }>)[product]!.options);
    const exchange = await sender.send({
      method: 'GET',
      path: '/availability',
      query: { agent: KIT_AGENT, product, option: options[0], from: date, to: date },
    });
    assert.ok('status' in exchange.answer && exchange.answer.status === 200);
    return vacancyOf(exchange.answer.body, date);
  } finally {
    sender.close();
  }
}

const supplierDocument = supplierCallbacksDocument();
const supplierSchemas = documentSchemas(supplierDocument as object, 'supplier.json');

/** How an answer differs from the supplier document; null when it is not judged (an undocumented status, a notification). */
function supplierDrift(exchange: Exchange): string[] | null {
  if (!('status' in exchange.answer)) return null;
  const path = new URL(exchange.request.url).pathname.replace(/^\/notifications.*/, '');
  const method = exchange.request.method.toLowerCase();
  const status = String(exchange.answer.status);
  const documented = (supplierDocument.paths?.[path] as Record<string, { responses: Record<string, unknown> }> | undefined)?.[method]?.responses?.[status];
  if (!documented) return null;
  const validate = supplierSchemas.at('paths', path, method, 'responses', status, 'content', 'application/json', 'schema');
  return validate(exchange.answer.body) ? [] : [supplierSchemas.errors(validate)];
}

describe('supplier conformance kit', function () {
  this.timeout(60_000);

  describe('against the reference supplier', function () {
    let supplier: ReferenceSupplier;
    before(async () => {
      supplier = await referenceSupplier();
    });
    after(async () => supplier?.close());

    it('passes every check for each kind of product (whole day, time slots, freesale), notifications included', async function () {
      const products = Object.entries(supplier.products as Record<string, { freesale: boolean }>);
      assert.ok(products.length >= 3, 'the reference supplier lists a whole-day, a slot and a freesale product');
      for (const [code, product] of products) {
        // Declared as the demo declares it: the reference supplier serves /reservation_extension.
        const report = await runConformance({
          callbackUrl: supplier.url,
          notificationUrl: supplier.notificationUrl,
          product: code,
          ca: [supplier.caCertPem],
          capabilities: ['reservation_extension'],
        });
        // Without the supplier's marketplace account the push checks cannot run: skipped, saying how to run them.
        const skipped = [
          ...(product.freesale ? ['reservation.hold', 'reservation.cancellation', 'idempotency.once', 'reservation.extension'] : []),
          // Only HARBOUR-TOUR asks booking questions.
          ...(code === 'HARBOUR-TOUR' ? [] : ['questions.answers']),
          'push.used',
          'push.contract',
          'notification.signed',
        ];
        for (const check of report.checks) {
          assert.equal(check.status, skipped.includes(check.id) ? 'skip' : 'pass', `${code}: ${check.id}: ${check.detail.join('; ')}\n${notPassed(report)}`);
        }
        assert.equal(report.ok, true);
        assert.equal(report.product, code);
        assert.deepEqual(report.checks.find((c) => c.id === 'questions.declared')!.detail, [
          'HARBOUR-TOUR: passenger_name (text, per ticket, required), language (choice, per booking, required), wheelchair (yes_no, per booking)',
        ]);
        if (code === 'HARBOUR-TOUR') {
          // The confirmation (and the update after it) carried an answer to every question, a name per ticket.
          const answers = report.checks.find((c) => c.id === 'questions.answers')!;
          assert.deepEqual(answers.detail, ['4 answer(s) to passenger_name, language, wheelchair taken with the booking']);
          assert.deepEqual((answers.exchanges[0]!.request.body as { answers: unknown }).answers, [
            { question: 'passenger_name', value: 'Conformance Kit', ticket: 0 },
            { question: 'passenger_name', value: 'Conformance Kit', ticket: 1 },
            { question: 'language', value: 'English' },
            { question: 'wheelchair', value: true },
          ]);
        }
        for (const id of ['push.used', 'push.contract', 'notification.signed'])
          assert.match(report.checks.find((c) => c.id === id)!.detail[0]!, /--marketplace URL --account EMAIL/);
        assert.equal(report.marketplace, null);
        // Everything it created was cancelled: the supplier said so for each, and its seats are all back.
        assert.ok(report.created.length > 0);
        assert.deepEqual(
          report.created.filter((line) => /NOT cancelled/.test(line)),
          [],
        );
        if (!product.freesale) assert.equal(await vacanciesOn(supplier, code, report.date!), firstVacancies(report), code);
        // Every answer the reference supplier gave is what GET /openapi/supplier.json documents.
        const judged = report.checks
          .flatMap((c) => c.exchanges)
          .filter((exchange) => {
            const drift = supplierDrift(exchange);
            if (drift) assert.deepEqual(drift, [], `${code}: ${exchange.callback}`);
            return drift !== null;
          });
        assert.ok(judged.length >= 10, `${code}: ${judged.length} answers judged against the supplier document`);
        const ids = report.checks.map((c) => c.id);
        for (const id of [
          'auth.sent',
          'auth.required',
          'products.shape',
          'availability.shape',
          'confirmation.tickets',
          'idempotency.replay',
          'idempotency.new-key',
          'update.tickets',
          'booking.cancellation',
          'barcode_lookup.invalid',
          'errors.shape',
          'timing',
          'notification.accepts',
        ]) {
          assert.ok(ids.includes(id), `${code}: check ${id} ran`);
        }
      }
    });

    it('says what became of everything it created, and skips notification.signed for a reason of its own', async function () {
      const report = await runConformance({
        callbackUrl: supplier.url,
        notificationUrl: supplier.notificationUrl,
        product: 'CANAL-PASS',
        ca: [supplier.caCertPem],
        capabilities: ['reservation_extension'],
      });
      assert.equal(report.ok, true, notPassed(report));
      const signed = report.checks.find((c) => c.id === 'notification.signed')!;
      assert.equal(signed.status, 'skip');
      assert.match(
        signed.detail[0]!,
        /--marketplace URL --account EMAIL and MARKETPLACE_TOKEN to have the marketplace send your receiver a signed test notification/,
      );
      assert.doesNotMatch(signed.detail[0]!, /push/, 'a reason of its own, not the push checks’');
      for (const id of ['push.used', 'push.contract']) assert.match(report.checks.find((c) => c.id === id)!.detail[0]!, /to check pushes$/);
      // Two reservations (one confirmed, one cancelled at once) and one booking, each with what became of it.
      const [held, other, booked, ...rest] = report.created;
      assert.deepEqual(rest, [], report.created.join('\n'));
      const booking = /^booking (\S+) \(our reference CONFORMANCE-\w+\), 2 \w+ on CANAL-PASS .*: cancelled \(booking\.cancellation\)$/.exec(booked ?? '')?.[1];
      assert.ok(booking, booked);
      assert.match(held!, new RegExp(`^reservation \\S+, 2 \\w+ on CANAL-PASS .*: confirmed as booking ${booking}$`));
      assert.match(
        other!,
        /^reservation \S+, 2 \w+ on CANAL-PASS .* \(a new key, the same body\): cancelled, its seats released \(reservation\.cancellation\)$/,
      );
      const text = formatReport(report);
      assert.ok(
        text.includes(
          // Without --marketplace nothing was pushed, and the report does not say it was (issue 42 §12).
          ['Created on the supplier, and what became of each:', ...report.created.map((l) => `  - ${l}`)].join('\n'),
        ),
        text,
      );
    });

    it('takes the URLs with their passwords from the environment, never shows the password in the report, and warns when it is on the command line', async function () {
      const dir = await mkdtemp(join(tmpdir(), 'kit-'));
      try {
        const caFile = join(dir, 'ca.pem');
        await writeFile(caFile, supplier.caCertPem);
        // The documented form (issue 42 §5): nothing secret on the command line, where ps shows it.
        const text = await run(process.execPath, ['src/main/conformance.ts', '--ca', caFile], {
          env: { ...process.env, CALLBACK_URL: supplier.url, NOTIFICATION_URL: supplier.notificationUrl },
        });
        assert.match(text.stdout, /CONFORMS/);
        assert.match(text.stdout, /^PASS {2}notification\.accepts/m, 'NOTIFICATION_URL runs the notification check');
        assert.doesNotMatch(text.stdout + text.stderr, new RegExp(PASSWORD));
        assert.doesNotMatch(text.stderr, /warning/);
        // The older form still works, and says where the password should go.
        const json = await run(process.execPath, ['src/main/conformance.ts', supplier.url, '--ca', caFile, '--json']);
        const report = JSON.parse(json.stdout) as Report;
        assert.equal(report.ok, true, notPassed(report));
        assert.doesNotMatch(json.stdout + json.stderr, new RegExp(PASSWORD));
        assert.match(json.stderr, /warning: the first argument carries a password, which ps and your shell's history show: give the URL in CALLBACK_URL/);
        const twice = await run(process.execPath, ['src/main/conformance.ts', supplier.url], { env: { ...process.env, CALLBACK_URL: supplier.url } }).catch(
          (err: { code: number; stderr: string }) => err,
        );
        assert.equal((twice as { code: number }).code, 2, 'the URL given twice is a usage error');
        assert.match(report.callbackUrl, /\*\*\*:\*\*\*@/);
        // Every exchange is recorded with its request and answer, Authorization masked.
        const exchanges = report.checks.flatMap((c) => c.exchanges);
        assert.ok(exchanges.length > 0);
        for (const e of exchanges) if (e.request.headers.authorization) assert.match(e.request.headers.authorization, /^Basic \*\*\*/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('does not conform when nothing could be booked: a date in the past tests no booking callback', async function () {
      const report = await runConformance({ callbackUrl: supplier.url, ca: [supplier.caCertPem], date: '2020-01-01' });
      assert.equal(report.ok, false);
      assert.equal(statuses(report)['availability.bookable'], 'fail');
      assert.equal(statuses(report)['confirmation.tickets'], 'skip');
      assert.deepEqual(report.created, []);
    });

    it('refuses a usage error with exit code 2 and an http:// URL before calling anything', async function () {
      const plain = await run(process.execPath, ['src/main/conformance.ts', 'http://127.0.0.1:9/cb']).catch((err: { code: number; stderr: string }) => err);
      assert.equal((plain as { code: number }).code, 2);
      assert.match((plain as { stderr: string }).stderr, /https:\/\//);
      const badDate = await run(process.execPath, ['src/main/conformance.ts', supplier.url, '--date', '2026-13-01']).catch((err: { code: number }) => err);
      assert.equal((badDate as { code: number }).code, 2);
    });
  });

  describe('against the reference supplier checking signatures, as docs/SUPPLIERS.md asks', function () {
    const SECRET = webhookSecret('kit test webhook secret');
    let supplier: ReferenceSupplier;
    let dir: string;
    let caFile: string;
    before(async () => {
      supplier = await referenceSupplier([], SECRET);
      dir = await mkdtemp(join(tmpdir(), 'kit-signed-'));
      caFile = join(dir, 'ca.pem');
      await writeFile(caFile, supplier.caCertPem);
    });
    after(async () => {
      await supplier?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });
    const kit = (options: { webhookSecret?: string; notificationUrl?: string } = {}) =>
      runConformance({
        callbackUrl: supplier.url,
        notificationUrl: options.notificationUrl ?? supplier.notificationUrl,
        ca: [supplier.caCertPem],
        capabilities: ['reservation_extension'],
        webhookSecret: options.webhookSecret,
      });
    const accepts = (report: Report) => report.checks.find((c) => c.id === 'notification.accepts')!;

    it("signs its test notification with the account's secret: notification.accepts passes, and the kit conforms", async function () {
      const report = await kit({ webhookSecret: SECRET });
      const notMarketplace = ['push.used', 'push.contract', 'notification.signed'];
      for (const check of report.checks) assert.equal(check.status, notMarketplace.includes(check.id) ? 'skip' : 'pass', `${check.id}\n${notPassed(report)}`);
      assert.equal(report.ok, true);
      assert.deepEqual(accepts(report).detail, ['accepted signed, and accepted again under the same key']);
      // Both sendings carry the same id and signature, as a retry of one notification does.
      const [first, again] = accepts(report).exchanges.map((e) => e.request.headers);
      assert.match(first!['webhook-signature']!, /^v1,\S+$/);
      assert.equal(first!['webhook-id'], first!['idempotency-key']);
      assert.deepEqual(again, first);
    });

    it('without the secret, a receiver refusing the unsigned notification (401) is doing right: a warning saying how to give it, not a failure', async function () {
      const report = await kit();
      assert.equal(report.ok, true, notPassed(report));
      assert.equal(accepts(report).status, 'warn', notPassed(report));
      assert.match(accepts(report).detail[0]!, /^your receiver refuses an unsigned notification \(answered 401\), as it should/);
      assert.match(accepts(report).detail[1]!, /env WEBHOOK_SECRET \(whsec_…/);
      assert.deepEqual(
        report.checks.filter((c) => c.status !== 'pass' && c.status !== 'skip').map((c) => c.id),
        ['notification.accepts'],
      );
    });

    it('fails with a wrong secret or wrong credentials, saying which', async function () {
      const wrongSecret = await kit({ webhookSecret: webhookSecret('not the account secret') });
      assert.equal(accepts(wrongSecret).status, 'fail');
      assert.equal(wrongSecret.ok, false);
      assert.deepEqual(accepts(wrongSecret).detail, [
        'first: answered 401, expected 2xx',
        'repeat: answered 401, expected 2xx',
        "your receiver refused the kit's signed notification: is WEBHOOK_SECRET the account's current webhook secret?",
      ]);
      // HTTP Basic's refusal (WWW-Authenticate) is not taken for a refusal of the unsigned notification.
      const url = new URL(supplier.notificationUrl);
      url.password = 'not-the-password';
      const wrongPassword = await kit({ notificationUrl: url.toString() });
      assert.equal(accepts(wrongPassword).status, 'fail');
      assert.match(accepts(wrongPassword).detail.join('\n'), /your receiver refused the credentials/);
    });

    it('npm run conformance reads the secret from WEBHOOK_SECRET: CONFORMS, the secret never shown; a malformed one is a usage error', async function () {
      const args = [
        'src/main/conformance.ts',
        supplier.url,
        '--ca',
        caFile,
        '--notification-url',
        supplier.notificationUrl,
        '--capability',
        'reservation_extension',
      ];
      const env = { PATH: process.env.PATH ?? '' };
      const signed = await run(process.execPath, args, { env: { ...env, WEBHOOK_SECRET: SECRET } });
      assert.match(signed.stdout, /The test notification is signed with WEBHOOK_SECRET\./);
      assert.match(signed.stdout, /PASS {2}notification\.accepts — Notifications are accepted\n.*\n {6}accepted signed/);
      assert.match(signed.stdout, / 0 warned, 0 failed, 3 skipped: CONFORMS$/m);
      assert.ok(!(signed.stdout + signed.stderr).includes(SECRET.slice('whsec_'.length)), 'the secret is never shown');
      const unsigned = await run(process.execPath, args, { env });
      assert.match(unsigned.stdout, /WARN {2}notification\.accepts/);
      assert.match(unsigned.stdout, / 1 warned, 0 failed, 3 skipped: CONFORMS$/m);
      const malformed = await run(process.execPath, args, { env: { ...env, WEBHOOK_SECRET: 'whsec_not base64!' } }).catch(
        (err: { code: number; stderr: string }) => err,
      );
      assert.equal((malformed as { code?: number }).code, 2);
      assert.match((malformed as { stderr: string }).stderr, /WEBHOOK_SECRET is not a webhook secret/);
      const help = await run(process.execPath, ['src/main/conformance.ts', '--help']).catch((err: { stderr: string }) => err);
      assert.match((help as { stderr: string }).stderr, /WEBHOOK_SECRET {12}your account's webhook secret/);
    });
  });

  describe('booking questions', function () {
    it('a supplier declaring none: both question checks are skipped, saying why, and it conforms', async function () {
      const supplier = await referenceSupplier([], undefined, false);
      try {
        const report = await runConformance({ callbackUrl: supplier.url, ca: [supplier.caCertPem], capabilities: ['reservation_extension'] });
        assert.equal(report.ok, true, notPassed(report));
        assert.equal(report.product, 'CANAL-PASS', 'the first product sold with reservations, as before');
        assert.deepEqual(
          ['questions.declared', 'questions.answers'].map((id) => [statuses(report)[id], report.checks.find((c) => c.id === id)!.detail[0]]),
          [
            ['skip', 'none declared: booking questions are optional (docs/SUPPLIERS.md, Booking questions)'],
            ['skip', 'CANAL-PASS option ALL_LINES asks no booking questions (choose one that does with --product)'],
          ],
        );
        // Its confirmation carried no `answers`, as the marketplace sends none for such a product.
        const confirmation = report.checks.find((c) => c.id === 'confirmation.tickets')!.exchanges[0]!;
        assert.ok(!('answers' in (confirmation.request.body as object)));
      } finally {
        await supplier.close();
      }
    });

    it('refuse-answers: a supplier that declares questions but refuses a confirmation carrying their answers fails questions.answers', async function () {
      const supplier = await referenceSupplier(['refuse-answers']);
      try {
        const report = await runConformance({ callbackUrl: supplier.url, ca: [supplier.caCertPem], capabilities: ['reservation_extension'] });
        assert.equal(report.ok, false);
        assert.equal(report.product, 'HARBOUR-TOUR', 'the kit picks a product that asks questions');
        const answers = report.checks.find((c) => c.id === 'questions.answers')!;
        assert.equal(answers.status, 'fail');
        assert.match(answers.detail[0]!, /^answered 400 to a confirmation carrying answers to HARBOUR-TOUR's own questions/);
        assert.equal(answers.exchanges[0]!.callback, 'POST /booking_confirmation');
        assert.equal(statuses(report)['questions.declared'], 'pass');
        // Nothing was left behind: the held seats went back.
        assert.deepEqual(
          report.created.filter((line) => /NOT cancelled/.test(line)),
          [],
        );
      } finally {
        await supplier.close();
      }
    });

    it('an invalid declaration fails questions.declared naming each path, and products.shape with it', async function () {
      const ca = createThrowawayCa();
      const fake = await startFakeSupplier({ ca, username: 'kit-user', password: PASSWORD });
      try {
        const product = { name: 'Tour', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'Europe/Amsterdam' };
        fake.on('GET', '/products', () => ({
          body: {
            TOUR: {
              ...product,
              questions: [{ id: 'meal', label: 'Meal', type: 'choice', required: true, per: 'booking' }],
              options: { EN: { name: 'English', questions: [{ id: 'name', label: 'Name', type: 'text', required: true, per: 'person' }] } },
            },
          },
        }));
        const report = await runConformance({ callbackUrl: fake.url, ca: [ca.caCertPem] });
        assert.equal(report.ok, false);
        const declared = report.checks.find((c) => c.id === 'questions.declared')!;
        assert.equal(declared.status, 'fail');
        assert.deepEqual(declared.detail, [
          'TOUR.options.EN.questions.0.per: Invalid option: expected one of "booking"|"ticket"',
          'TOUR.questions.0.choices: a choice question needs at least one choice',
        ]);
        assert.equal(statuses(report)['products.shape'], 'fail');
        assert.equal(statuses(report)['questions.answers'], 'skip');
        // An option asking what its product asks already: one id must name one question.
        fake.on('GET', '/products', () => ({
          body: {
            TOUR: {
              ...product,
              questions: [{ id: 'meal', label: 'Meal', type: 'choice', choices: ['fish', 'veg'], required: true, per: 'booking' }],
              options: { EN: { name: 'English', questions: [{ id: 'meal', label: 'Lunch', type: 'text', required: false, per: 'ticket' }] } },
            },
          },
        }));
        const again = await runConformance({ callbackUrl: fake.url, ca: [ca.caCertPem] });
        assert.deepEqual(again.checks.find((c) => c.id === 'questions.declared')!.detail, [
          'TOUR.options.EN.questions.0.id: the product asks a question with this id already',
        ]);
      } finally {
        await fake.close();
      }
    });
  });

  describe('catches each broken variant of the reference supplier in exactly the check it breaks', function () {
    const cases: [Fault, string, Status][] = [
      ['perform-twice', 'idempotency.once', 'fail'],
      ['replay-different-body', 'idempotency.replay', 'fail'],
      ['skip-day', 'availability.shape', 'fail'],
      ['fewer-tickets', 'confirmation.tickets', 'fail'],
      // The issue: a supplier that accepts no credentials is reported as a warning.
      ['ignore-auth', 'auth.required', 'warn'],
    ];
    for (const [fault, check, expected] of cases) {
      it(`${fault}: ${check} ${expected}s, every other check passes`, async function () {
        const supplier = await referenceSupplier([fault]);
        try {
          const report = await runConformance({ callbackUrl: supplier.url, ca: [supplier.caCertPem], capabilities: ['reservation_extension'] });
          const found = statuses(report);
          const pushChecks = ['push.used', 'push.contract', 'notification.signed'];
          for (const [id, status] of Object.entries(found)) {
            assert.equal(status, id === check ? expected : pushChecks.includes(id) ? 'skip' : 'pass', `${id}\n${notPassed(report)}`);
          }
          assert.equal(report.ok, expected !== 'fail');
          const result = report.checks.find((c) => c.id === check)!;
          assert.ok(result.exchanges.length > 0, 'the check shows the requests and answers it judged');
        } finally {
          await supplier.close();
        }
      });
    }
  });
});
