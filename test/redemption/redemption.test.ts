import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Booking, Notification, Redemption, Ticket } from '../../src/db/entities/index.ts';
import { addDays } from '../../src/domain/dates.ts';
import { toCsv } from '../../src/reports/csv.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { createAccount, grant } from '../helpers/accounts.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const em = () => testStack().db.fork();

/** A strict RFC 4180 reader, to read the CSV reports back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** Cells a spreadsheet may read as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('report CSV writer (toCsv)', function () {
  it('neutralises formula cells with a quote and quotes them, keeps RFC 4180 and leaves numbers alone', function () {
    const rows = [
      { text: '=1+1', amount: -5 },
      { text: '+1', amount: 5 },
      { text: '-2+3', amount: -0.5 },
      { text: '@SUM(A1)', amount: 0 },
      { text: '\tcmd', amount: 12.34 },
      { text: '\rcmd', amount: -1234.5 },
      { text: 'Harbour Co', amount: null },
      { text: 'a, "b"\nc', amount: undefined },
      { text: 'a=b', amount: -5 },
      { text: '-5', amount: -5 },
      { text: '', amount: 1 },
    ];
    const csv = toCsv(['text', 'amount'], rows);
    assert.equal(
      csv,
      `${[
        'text,amount',
        `"'=1+1",-5`,
        `"'+1",5`,
        `"'-2+3",-0.5`,
        `"'@SUM(A1)",0`,
        `"'\tcmd",12.34`,
        `"'\rcmd",-1234.5`,
        'Harbour Co,',
        '"a, ""b""\nc",',
        'a=b,-5',
        `"'-5",-5`, // the text "-5" is escaped, the number -5 is not
        ',1',
      ].join('\r\n')}\r\n`,
    );
    const table = parseCsv(csv);
    assert.deepEqual(table[0], ['text', 'amount']);
    assert.deepEqual(
      table.slice(1).map((r) => r[0]),
      rows.map((r) => (FORMULA_START.test(r.text) ? `'${r.text}` : r.text)),
    );
    assert.deepEqual(
      table.slice(1).map((r) => r[1]),
      rows.map((r) => (typeof r.amount === 'number' ? String(r.amount) : '')),
    );
    assert.equal(toCsv(['text', 'amount'], []), 'text,amount\r\n');
  });
});

describe('redemption', function () {
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  const todays = (body: Record<string, unknown> = {}) => w.freesale({ date: w.today(), ...body });
  /** A booking whose travel date is `date`, as one sold earlier would be once that day came or went. */
  const travelledOn = async <B extends { reference: string }>(booking: B, date: string): Promise<B> => {
    const moved = await em().nativeUpdate(Booking, { supplierReference: booking.reference }, { travelDate: date });
    assert.equal(moved, 1);
    return booking;
  };

  describe('registering a redemption', function () {
    it('redeems one ticket by its barcode and answers with the redeemed record', async function () {
      const booking = await todays({ adult: 2, customer: { first_name: 'Ada' }, notes: 'n' });
      const barcode = booking.tickets[0].barcode;
      const res = await w.redeem(barcode);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const stored = await em().findOneOrFail(Ticket, { barcode });
      assert.equal(res.body.id, stored.id);
      assert.equal(res.body.type, 'ticket');
      assert.equal(res.body.agent, w.agent.email);
      assert.equal(res.body.agent_name, 'Agent Travel');
      assert.equal(res.body.supplier, w.owner.email);
      assert.equal(res.body.supplier_name, 'Harbour Co');
      assert.equal(res.body.supplier_reference, booking.reference);
      assert.equal(res.body.status, 'confirmed');
      assert.equal(res.body.redeemed, true);
      assert.equal(res.body.cancelled, false);
      assert.equal(res.body.cancelled_at, null);
      assert.equal(res.body.freesale, true);
      assert.match(res.body.redeemed_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.equal(res.body.product, 'MUSEUM');
      assert.equal(res.body.product_name, 'Museum');
      assert.equal(res.body.date, w.today());
      assert.equal(res.body.adult, 2);
      assert.equal(res.body.barcode, barcode);
      assert.deepEqual(res.body.customer, { first_name: 'Ada' });
      assert.equal(res.body.alias, null);
      assert.equal(res.body.notes, 'n');
      const other = await em().findOneOrFail(Ticket, { barcode: booking.tickets[1].barcode });
      assert.equal(other.redeemedAt, null);
      assert.equal(await em().count(Redemption, { ticket: stored.id }), 1);
      // The redemption notification's workflow, started by the API, reads in the Temporal UI's list.
      const bookingRow = await em().findOneOrFail(Booking, { supplierReference: booking.reference });
      const notification = await em().findOneOrFail(Notification, { bookingId: bookingRow.id, event: 'ticket_redemption' });
      // Its ID names the event, the booking, the ticket and the recipient.
      const ticketId = (await em().findOneOrFail(Ticket, { barcode })).id;
      const workflowId = workflowIds.notification('live', {
        event: 'ticket_redemption',
        bookingId: bookingRow.id,
        key: ticketId,
        recipientId: notification.recipient.id,
      });
      assert.equal(workflowId, `notification:ticket_redemption:${bookingRow.id}:${ticketId}:${notification.recipient.id}`);
      const described = await testStack().temporal.client.workflow.getHandle(workflowId).describe();
      assert.equal(
        await described.staticSummary(),
        `Notification ticket_redemption · booking ${bookingRow.agentReference} · MUSEUM ${w.today()} · agent ${w.agent.email} → supplier ${w.owner.email}`,
      );
    });

    it('redeems every remaining ticket with the booking barcode, and accepts form-encoded bodies on the aliases', async function () {
      const booking = await todays({ adult: 3 });
      assert.equal((await w.redeem(booking.tickets[0].barcode)).status, 200);
      const res = await w.api.call('POST', '/v1/redeem', {
        auth: w.owner.auth,
        raw: new URLSearchParams({ barcode: booking.barcode }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.type, 'booking');
      const tickets = await em().find(Ticket, { booking: { supplierReference: booking.reference } });
      assert.ok(tickets.every((t) => t.redeemedAt));
      assert.equal(await em().count(Redemption, { booking: tickets[0]!.booking }), 3);
      const again = await w.api.call('POST', '/v1/accounts/redeem', { auth: w.owner.auth, json: { barcode: booking.barcode } });
      assert.deepEqual([again.status, again.body], [400, { error: 'TICKET_REDEEMED' }]);
    });

    it("answers the error codes in DESIGN's order", async function () {
      assert.deepEqual((await w.redeem(`NOPE-${randomUUID()}`)).body, { error: 'BARCODE_INVALID' });
      assert.deepEqual((await w.redeem('')).body, { error: 'BARCODE_INVALID' });
      // cancelled beats not-today: a booking two days ahead, cancelled
      const ahead = await w.freesale({ date: addDays(w.today(), 3) });
      assert.deepEqual((await w.redeem(ahead.tickets[0].barcode)).body, { error: 'DATE_MISMATCH' });
      await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: ahead.reference } });
      assert.deepEqual((await w.redeem(ahead.tickets[0].barcode)).body, { error: 'BOOKING_CANCELLED' });
      const today = await todays();
      assert.equal((await w.redeem(today.tickets[0].barcode)).status, 200);
      const twice = await w.redeem(today.tickets[0].barcode);
      assert.deepEqual([twice.status, twice.body], [400, { error: 'TICKET_REDEEMED' }]);
      // Yesterday's booking: sold when its day was ahead (a past day is not sold any more).
      const yesterday = await travelledOn(await w.freesale({ date: w.today() }), addDays(w.today(), -1));
      assert.deepEqual((await w.redeem(yesterday.tickets[0].barcode)).body, { error: 'DATE_MISMATCH' });
    });

    it("checks the date in the product's time zone, not the server's", async function () {
      const island = w.today('Pacific/Kiritimati');
      // Pago Pago (UTC-11) is 25 hours behind Kiritimati (UTC+14): its date is never Kiritimati's.
      const samoa = w.today('Pacific/Pago_Pago');
      assert.notEqual(island, samoa);
      const onIsland = await w.freesale({ product: 'KIRI', date: island });
      const res = await w.redeem(onIsland.tickets[0].barcode);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.date, island);
      // Samoa's date is behind the island's: a day already past there, so sold for today and moved back.
      const wrongDay = await travelledOn(await w.freesale({ product: 'KIRI', date: island }), samoa);
      assert.deepEqual((await w.redeem(wrongDay.tickets[0].barcode)).body, { error: 'DATE_MISMATCH' });
    });

    it('lets exactly one of 20 concurrent scans of a ticket succeed', async function () {
      const booking = await todays();
      const results = await Promise.all(Array.from({ length: 20 }, () => w.redeem(booking.tickets[0].barcode)));
      assert.equal(results.filter((r) => r.status === 200).length, 1);
      assert.ok(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.error === 'TICKET_REDEEMED'));
      assert.equal(await em().count(Redemption, { ticket: { barcode: booking.tickets[0].barcode } }), 1);
    });

    it("lets only the owner or the booking's supplier redeem", async function () {
      const booking = await todays({ product: 'DELEGATED_FREE', adult: 2 });
      assert.deepEqual((await w.redeem(booking.tickets[0].barcode, w.agent)).body, { error: 'BARCODE_INVALID' });
      const stranger = await createAccount(w.api);
      assert.deepEqual((await w.redeem(booking.tickets[0].barcode, stranger)).body, { error: 'BARCODE_INVALID' });
      assert.equal((await w.redeem(booking.tickets[0].barcode, w.delegate)).status, 200);
      assert.equal((await w.redeem(booking.barcode, w.owner)).status, 200);
    });

    it('refuses updates and cancellations after a redemption', async function () {
      const booking = await w.freesale({ date: addDays(w.today(), 3), adult: 2 });
      // A redemption is registered on the travel date; move the date into the booking to scan today.
      await em().nativeUpdate(Booking, { supplierReference: booking.reference }, { travelDate: w.today() });
      assert.equal((await w.redeem(booking.tickets[0].barcode)).status, 200);
      await em().nativeUpdate(Booking, { supplierReference: booking.reference }, { travelDate: addDays(w.today(), 3) });
      const update = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, adult: 3 } });
      assert.deepEqual([update.status, update.body], [400, { error: 'TICKET_REDEEMED' }]);
      const cancel = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
      assert.deepEqual([cancel.status, cancel.body], [400, { error: 'TICKET_REDEEMED' }]);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update' || r.path === '/booking_cancellation').length, 0);
    });
  });

  describe('redemption notifications', function () {
    it('tells the agent, with retries and one key, and the owner when its delegate scanned', async function () {
      const attempts = new Map<string, number>();
      w.agentInbox.on('POST', '/ticket_redemption', (req) => {
        const key = req.headers['idempotency-key'] ?? '';
        attempts.set(key, (attempts.get(key) ?? 0) + 1);
        return attempts.get(key)! <= 2 ? { status: 500, body: { error: 'DOWN' } } : { body: {} };
      });
      const booking = await todays({ product: 'DELEGATED_FREE', adult: 2 });
      const scanned = booking.tickets[1];
      assert.equal((await w.redeem(scanned.barcode, w.delegate)).status, 200);
      const forThis = (r: RecordedRequest) =>
        r.path === '/ticket_redemption' && (r.body as { supplier_reference?: string }).supplier_reference === booking.reference;
      await eventually(
        () => assert.ok(w.agentInbox.requests.filter(forThis).length >= 3, 'three attempts at the agent'),
        20_000,
        'agent notification after retries',
      );
      const toAgent = w.agentInbox.requests.filter(forThis);
      assert.equal(new Set(toAgent.map((r) => r.headers['idempotency-key'])).size, 1);
      assert.equal(toAgent[0]!.headers.authorization, `Basic ${Buffer.from('an-user:an-secret').toString('base64')}`);
      const body = toAgent.at(-1)!.body as Record<string, unknown>;
      assert.match(String(body.reference), /^REF-/);
      assert.deepEqual(body.ticket, { type: scanned.type, barcode: scanned.barcode });
      assert.deepEqual(
        (body.tickets as { redeemed: boolean }[]).map((t) => t.redeemed),
        [false, true],
      );
      await eventually(() => assert.ok(w.ownerInbox.requests.some(forThis), 'the owner notified'), 20_000, 'owner notification');
      // Recipients are fixed when the redemption is registered: the agent and the owner, not the scanner.
      const stored = await em().findOneOrFail(Booking, { supplierReference: booking.reference });
      const queued = await em().find(Notification, { bookingId: stored.id, event: 'ticket_redemption' }, { populate: ['recipient'] });
      assert.deepEqual(queued.map((n) => n.recipient.email).sort(), [w.agent.email, w.owner.email].sort());
    });
  });

  describe('barcode prefixes and look-up', function () {
    const lookupAnswer = (barcode: string, extra: object = {}) => ({
      supplier: 'x',
      supplier_reference: `EXT-${barcode}`,
      agent: null,
      agent_reference: null,
      product: 'MUSEUM',
      option: null,
      date: w.today(),
      time: null,
      adult: 2,
      child: 0,
      cancelled: false,
      customer: { first_name: 'Grace' },
      mobile: true,
      barcode: `${barcode}-B`,
      ticket: { type: 'adult', barcode, redeemed: false },
      tickets: [
        { type: 'adult', barcode, redeemed: false },
        { type: 'adult', barcode: `${barcode}-2`, redeemed: true },
      ],
      notes: '',
      ...extra,
    });

    it("registers, lists and deletes prefixes; another supplier's prefix is taken", async function () {
      const prefix = `P${randomUUID().slice(0, 6)}`.toUpperCase();
      assert.deepEqual((await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth })).body, { prefix });
      assert.equal((await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth })).status, 200);
      assert.ok((await w.api.call('GET', '/v1/barcode_prefixes', { auth: w.owner.auth })).body.includes(prefix));
      const taken = await w.api.call('PUT', `/v1/barcode_prefixes/${prefix.toLowerCase()}`, { auth: w.delegate.auth });
      assert.deepEqual([taken.status, taken.body], [409, { error: 'PREFIX_TAKEN' }]);
      // neither a longer prefix inside it nor a shorter one around it
      assert.equal((await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}X`, { auth: w.delegate.auth })).status, 409);
      assert.equal((await w.api.call('PUT', `/v1/barcode_prefixes/${prefix.slice(0, 3)}`, { auth: w.delegate.auth })).status, 409);
      const bad = await w.api.call('PUT', '/v1/barcode_prefixes/a%25b', { auth: w.owner.auth });
      assert.equal(bad.status, 400);
      assert.deepEqual((await w.api.call('DELETE', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth })).body, {});
      assert.ok(!(await w.api.call('GET', '/v1/barcode_prefixes', { auth: w.owner.auth })).body.includes(prefix));
    });

    it('imports a booking an unknown barcode belongs to, then redeems it by the same rules', async function () {
      const prefix = `LK${randomUUID().slice(0, 6)}`;
      await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth });
      const barcode = `${prefix}-0001`;
      w.ownerCallbacks.on('GET', '/barcode_lookup', (req) => ({ body: lookupAnswer(req.query.barcode!) }));
      const res = await w.redeem(barcode);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.type, 'ticket');
      assert.equal(res.body.supplier_reference, `EXT-${barcode}`);
      const call = w.ownerCallbacks.requests.find((r) => r.path === '/barcode_lookup')!;
      assert.deepEqual(call.query, { supplier: w.owner.email, barcode });
      const imported = await em().findOneOrFail(Booking, { supplierReference: `EXT-${barcode}` }, { populate: ['tickets'] });
      assert.equal(imported.imported, true);
      assert.equal(imported.tickets.length, 2);
      // the ticket redeemed elsewhere stays redeemed; a second scan of ours is now known locally
      assert.deepEqual((await w.redeem(`${barcode}-2`)).body, { error: 'TICKET_REDEEMED' });
      assert.deepEqual((await w.redeem(barcode)).body, { error: 'TICKET_REDEEMED' });
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/barcode_lookup').length, 1);
    });

    it("never looks up a barcode that belongs to another account's booking", async function () {
      const booking = await todays({});
      const barcode = booking.tickets[0].barcode as string;
      const prefix = barcode.slice(0, 8).toUpperCase();
      assert.equal((await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.delegate.auth })).status, 200);
      w.delegateCallbacks.on('GET', '/barcode_lookup', (req) => ({ body: lookupAnswer(req.query.barcode!) }));
      assert.deepEqual((await w.redeem(barcode, w.delegate)).body, { error: 'BARCODE_INVALID' });
      assert.equal(w.delegateCallbacks.requests.filter((r) => r.path === '/barcode_lookup').length, 0);
      await w.api.call('DELETE', `/v1/barcode_prefixes/${prefix}`, { auth: w.delegate.auth });
    });

    it("makes the named agent the imported booking's agent only with a grant, and keeps it out of the agent API", async function () {
      const prefix = `AG${randomUUID().slice(0, 6)}`;
      await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth });
      const stranger = await createAccount(w.api);
      w.ownerCallbacks.on('GET', '/barcode_lookup', (req) => ({
        body: lookupAnswer(req.query.barcode!, {
          agent: req.query.barcode!.endsWith('G') ? w.agent.email : stranger.email,
          agent_reference: `AR-${req.query.barcode}`,
        }),
      }));
      assert.equal((await w.redeem(`${prefix}-G`)).status, 200);
      assert.equal((await w.redeem(`${prefix}-S`)).status, 200);
      const granted = await em().findOneOrFail(Booking, { supplierReference: `EXT-${prefix}-G` }, { populate: ['agent'] });
      const ungranted = await em().findOneOrFail(Booking, { supplierReference: `EXT-${prefix}-S` }, { populate: ['agent'] });
      assert.equal(granted.agent.email, w.agent.email);
      assert.equal(ungranted.agent.email, w.owner.email);
      const update = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: `AR-${prefix}-G`, adult: 3 } });
      assert.deepEqual([update.status, update.body], [404, { error: 'BOOKING_NOT_FOUND' }]);
    });

    it('answers BARCODE_INVALID for a supplier miss, a malformed answer and an unregistered prefix', async function () {
      const prefix = `MS${randomUUID().slice(0, 6)}`;
      await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth });
      w.ownerCallbacks.on('GET', '/barcode_lookup', (req) =>
        req.query.barcode!.endsWith('MISS')
          ? { status: 400, body: { error: 'BARCODE_INVALID' } }
          : { body: { ...lookupAnswer(req.query.barcode!), tickets: 'none' } },
      );
      assert.deepEqual((await w.redeem(`${prefix}-MISS`)).body, { error: 'BARCODE_INVALID' });
      assert.deepEqual((await w.redeem(`${prefix}-BROKEN`)).body, { error: 'BARCODE_INVALID' });
      const before = w.ownerCallbacks.requests.filter((r) => r.path === '/barcode_lookup').length;
      assert.deepEqual((await w.redeem(`UNREGISTERED${randomUUID()}`)).body, { error: 'BARCODE_INVALID' });
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/barcode_lookup').length, before);
      assert.equal(await em().count(Booking, { supplierReference: `EXT-${prefix}-BROKEN` }), 0);
    });
  });

  describe('reports', function () {
    it('report registered redemptions only, with totals that match, as JSON and CSV', async function () {
      const supplier = w.owner;
      const booking = await todays({ adult: 2, child: 1 });
      const unredeemed = await todays({ adult: 1 });
      assert.equal((await w.redeem(booking.tickets[0].barcode)).status, 200);
      assert.equal((await w.redeem(booking.tickets[2].barcode)).status, 200);
      const today = new Date().toISOString().slice(0, 10);
      const res = await w.api.call('GET', `/v1/reports/reconciliation?from=${today}&to=${today}`, { auth: supplier.auth });
      assert.equal(res.status, 200);
      const mine = res.body.filter((r: { supplier_reference: string }) => r.supplier_reference === booking.reference);
      assert.equal(mine.length, 2);
      assert.deepEqual(mine.map((r: { ticket_type: string }) => r.ticket_type).sort(), ['adult', 'child']);
      const adult = mine.find((r: { ticket_type: string }) => r.ticket_type === 'adult');
      assert.deepEqual([adult.rrp, adult.net, adult.discount, adult.currency, adult.counterpart], [50, 40, 0, 'EUR', w.agent.email]);
      assert.ok(!res.body.some((r: { supplier_reference: string }) => r.supplier_reference === unredeemed.reference));
      // imported tickets redeemed elsewhere were never registered here
      assert.ok(!res.body.some((r: { barcode: string; supplier_reference: string }) => r.barcode.endsWith('-2') && r.supplier_reference.startsWith('EXT-')));
      const startOfDay = new Date(`${today}T00:00:00Z`);
      const redemptions = await em().count(Redemption, {
        owner: { email: supplier.email },
        redeemedAt: { $gte: startOfDay, $lt: new Date(startOfDay.getTime() + 86_400_000) },
      });
      assert.equal(res.body.length, redemptions);

      const asAgent = await w.api.call('GET', `/v1/reports/reconciliation?from=${today}&to=${today}&as=agent`, { auth: w.agent.auth });
      const agentMine = asAgent.body.filter((r: { supplier_reference: string }) => r.supplier_reference === booking.reference);
      assert.equal(agentMine[0].counterpart, supplier.email);

      const month = today.slice(0, 7);
      const invoice = await w.api.call('GET', `/v1/reports/invoice?month=${month}`, { auth: supplier.auth });
      assert.equal(invoice.status, 200);
      for (const line of invoice.body as { counterpart: string; product: string; tickets: number; rrp: number; net: number }[]) {
        const rows = res.body.filter(
          (r: { counterpart: string; product: string; redeemed_at: string }) => r.counterpart === line.counterpart && r.product === line.product,
        );
        if (rows.length === 0) continue; // redemptions on other days of the month
        assert.ok(line.tickets >= rows.length);
      }
      const museum = invoice.body.find((l: { counterpart: string; product: string }) => l.counterpart === w.agent.email && l.product === 'MUSEUM');
      const monthRows = await w.api.call('GET', `/v1/reports/reconciliation?from=${month}-01&to=${today}`, { auth: supplier.auth });
      const museumRows = monthRows.body.filter((r: { counterpart: string; product: string }) => r.counterpart === w.agent.email && r.product === 'MUSEUM');
      assert.equal(museum.tickets, museumRows.length);
      const sum = (field: 'rrp' | 'net') => Math.round(museumRows.reduce((s: number, r: Record<string, number>) => s + r[field]! * 100, 0)) / 100;
      assert.deepEqual([museum.rrp, museum.net], [sum('rrp'), sum('net')]);

      const csv = await w.api.call('GET', `/v1/reports/reconciliation?from=${today}&to=${today}`, { auth: supplier.auth, headers: { accept: 'text/csv' } });
      assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
      const table = parseCsv(csv.body as string);
      assert.deepEqual(table[0], [
        'redeemed_at',
        'agent_reference',
        'order_reference',
        'supplier_reference',
        'product',
        'product_name',
        'option',
        'date',
        'ticket_type',
        'barcode',
        'currency',
        'rrp',
        'net',
        'discount',
        'counterpart',
        'counterpart_name',
      ]);
      assert.equal(table.length - 1, res.body.length);
      const invoiceCsv = await w.api.call('GET', `/v1/reports/invoice?month=${month}&format=csv`, { auth: supplier.auth });
      const invoiceTable = parseCsv(invoiceCsv.body as string);
      assert.equal(invoiceTable.length - 1, invoice.body.length);
    });

    it('quotes CSV fields with commas and quotes so they read back intact', async function () {
      const booking = await w.freesale({ product: 'KIRI', date: w.today('Pacific/Kiritimati'), reference: 'ref, with "quotes"' });
      assert.equal((await w.redeem(booking.tickets[0].barcode)).status, 200);
      const today = new Date().toISOString().slice(0, 10);
      const csv = await w.api.call('GET', `/v1/reports/reconciliation?from=${today}&to=${today}&format=csv`, { auth: w.owner.auth });
      const table = parseCsv(csv.body as string);
      const header = table[0]!;
      const row = table.find((r) => r[header.indexOf('supplier_reference')] === booking.reference)!;
      assert.equal(row[header.indexOf('agent_reference')], 'ref, with "quotes"');
      assert.equal(row[header.indexOf('product_name')], 'Island "Day", pass');
    });

    it('neutralises formula cells in both CSV reports and leaves money numeric', async function () {
      const agentName = '=HYPERLINK("http://evil.example","x")';
      const productName = '+1+1';
      const references = ['-2+3', '@SUM(A1)'];
      const evil = await createAccount(w.api, { name: agentName });
      await grant(w.api, w.owner, evil);
      const code = `F${randomUUID().slice(0, 6).toUpperCase()}`;
      // The owner lists only the hostile product for this test; the world's products are asked for
      // again (and listed again) afterwards.
      w.ownerCallbacks.on('GET', '/products', () => ({
        body: { [code]: { name: productName, supplier: null, country: 'NL', city: 'NLAMS', freesale: true, time_zone: 'Europe/Amsterdam', options: {} } },
      }));
      try {
        const rates = await w.api.call('PUT', `/v1/rates/${code}`, { auth: w.owner.auth, json: { rates: { adult: { rrp: 50, net: 40 } } } });
        assert.equal(rates.status, 200, JSON.stringify(rates.body));
        for (const reference of references) {
          const booking = await w.confirm({ reservation: null, supplier: w.owner.email, product: code, date: w.today(), adult: 1, child: 0, reference }, evil);
          assert.equal(booking.status, 200, JSON.stringify(booking.body));
          assert.equal((await w.redeem(booking.body.tickets[0].barcode)).status, 200);
        }
      } finally {
        w.reset();
        assert.equal((await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth })).status, 200);
      }
      // The API takes no negative amounts, but the ledger may hold one (a credit): -5.25 EUR.
      await em()
        .getConnection()
        .execute('update redemption set discount = -525 where agent_id = (select id from account where email = ?) and agent_reference = ?', [
          evil.email,
          references[0],
        ]);

      const today = new Date().toISOString().slice(0, 10);
      const month = today.slice(0, 7);
      /** Reads a report as JSON and as CSV and checks every CSV cell against the JSON value. */
      const both = async (path: string) => {
        const json = await w.api.call('GET', path, { auth: w.owner.auth });
        const csv = await w.api.call('GET', `${path}&format=csv`, { auth: w.owner.auth });
        assert.equal(csv.status, 200);
        const [header, ...body] = parseCsv(csv.body as string);
        assert.equal(body.length, json.body.length);
        for (const [i, row] of body.entries()) {
          for (const [j, column] of header!.entries()) {
            const value = json.body[i][column];
            const cell = row[j]!;
            if (typeof value === 'number') assert.equal(cell, String(value), `${column} stays a plain number`);
            else if (FORMULA_START.test(String(value))) assert.equal(cell, `'${value}`, `${column} is neutralised`);
            else assert.equal(cell, value === null ? '' : String(value));
            assert.ok(typeof value === 'number' || !FORMULA_START.test(cell), `${column} cell ${JSON.stringify(cell)} may start a formula`);
          }
        }
        const rows = body.map((row) => Object.fromEntries(header!.map((column, j) => [column, row[j]!])));
        return { raw: csv.body as string, rows: rows.filter((r) => r.counterpart === evil.email) };
      };

      const reconciliation = await both(`/v1/reports/reconciliation?from=${today}&to=${today}`);
      assert.deepEqual(
        reconciliation.rows.map((r) => [r.agent_reference, r.product, r.product_name, r.counterpart_name, r.rrp, r.net, r.discount]),
        [
          [`'-2+3`, code, `'+1+1`, `'${agentName}`, '50', '40', '-5.25'],
          [`'@SUM(A1)`, code, `'+1+1`, `'${agentName}`, '50', '40', '0'],
        ],
      );
      const invoice = await both(`/v1/reports/invoice?month=${month}`);
      assert.deepEqual(
        invoice.rows.map((r) => [r.product, r.product_name, r.counterpart_name, r.tickets, r.rrp, r.net, r.discount]),
        [[code, `'+1+1`, `'${agentName}`, '2', '100', '80', '-5.25']],
      );
      // Neutralised cells are quoted; money is written bare.
      for (const raw of [reconciliation.raw, invoice.raw]) {
        assert.ok(raw.includes(`"'+1+1"`));
        assert.ok(raw.includes(`"'=HYPERLINK(""http://evil.example"",""x"")"`));
        assert.ok(raw.includes(',-5.25'));
        assert.ok(!raw.includes(`'-5.25`));
      }
      assert.ok(reconciliation.raw.includes(`"'-2+3"`) && reconciliation.raw.includes(`"'@SUM(A1)"`));
    });

    it('refuses bad ranges and months', async function () {
      for (const query of ['from=2030-01-01&to=2031-06-01', 'from=2030-02-30&to=2030-03-01', 'from=2030-03-02&to=2030-03-01']) {
        assert.equal((await w.api.call('GET', `/v1/reports/reconciliation?${query}`, { auth: w.owner.auth })).status, 400);
      }
      assert.equal((await w.api.call('GET', '/v1/reports/invoice?month=2030-13', { auth: w.owner.auth })).status, 400);
      assert.equal((await w.api.call('GET', '/v1/reports/invoice?month=2030-01&as=nobody', { auth: w.owner.auth })).status, 400);
    });
  });
});
