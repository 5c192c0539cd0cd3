import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createSender } from '../../src/conformance/exchange.ts';
import { KIT_AGENT, runConformance, type Exchange, type Report, type Status } from '../../src/conformance/index.ts';
import { supplierCallbacksDocument } from '../../src/openapi/supplierDocument.ts';
import { documentSchemas } from '../helpers/openapiCheck.ts';
import { startReferenceSupplier, type Fault, type ReferenceSupplier } from '../../src/referenceSupplier/index.ts';

const run = promisify(execFile);
const PASSWORD = 'kit-test-secret-1234';

async function referenceSupplier(faults: Fault[] = []): Promise<ReferenceSupplier> {
  return startReferenceSupplier({ username: 'kit-user', password: PASSWORD, databasePath: ':memory:', faults });
}

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
          'push.used',
          'push.contract',
          'notification.signed',
        ];
        for (const check of report.checks) {
          assert.equal(check.status, skipped.includes(check.id) ? 'skip' : 'pass', `${code}: ${check.id}: ${check.detail.join('; ')}\n${notPassed(report)}`);
        }
        assert.equal(report.ok, true);
        assert.equal(report.product, code);
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

    it('never shows the password, in the report or on the command line', async function () {
      const dir = await mkdtemp(join(tmpdir(), 'kit-'));
      try {
        const caFile = join(dir, 'ca.pem');
        await writeFile(caFile, supplier.caCertPem);
        const text = await run(process.execPath, ['src/main/conformance.ts', supplier.url, '--ca', caFile, '--notification-url', supplier.notificationUrl]);
        assert.match(text.stdout, /CONFORMS/);
        assert.doesNotMatch(text.stdout, new RegExp(PASSWORD));
        const json = await run(process.execPath, ['src/main/conformance.ts', supplier.url, '--ca', caFile, '--json']);
        const report = JSON.parse(json.stdout) as Report;
        assert.equal(report.ok, true, notPassed(report));
        assert.doesNotMatch(json.stdout + json.stderr, new RegExp(PASSWORD));
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
