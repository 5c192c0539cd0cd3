import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { todayIn } from '../../src/domain/dates.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, serveNotifications } from '../helpers/supplierBehaviour.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

/**
 * Rate tables of hundreds of rows (issue 43 §5) as CSV, and what agents hear when a table changes
 * (§6): a signed `rates.updated` notice to the granted agents that asked for change notices, and a
 * feed entry.
 */
describe('rate tables: CSV in and out, and price-change notices', function () {
  this.timeout(60_000);
  let w: BookingWorld;

  const table = {
    rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25.5, net: 20.25 } },
    options: { '=CMD': { adult: { rrp: 52, net: 41 } } },
    rules: [
      { name: 'summer', option: null, from: '2031-06-01', to: '2031-08-31', weekdays: null, times: null, rates: { adult: { rrp: 70, net: 56 } } },
      { name: 'weekend', option: '=CMD', from: null, to: null, weekdays: ['sat', 'sun'], times: null, rates: { adult: { rrp: 60, net: 48 } } },
      {
        name: 'sunset',
        option: null,
        from: null,
        to: null,
        weekdays: null,
        times: ['19:00', '19:30'],
        rates: { adult: { rrp: 90, net: 72 }, child: { rrp: 45, net: 36 } },
      },
    ],
  };
  const csvCall = (method: string, raw?: string) =>
    w.api.call(method, '/v1/rates/CSVTOUR', {
      auth: w.owner.auth,
      headers: { accept: 'text/csv' },
      ...(raw !== undefined ? { raw, contentType: 'text/csv' } : {}),
    });

  before(async function () {
    w = await startBookingWorld({ tuning: { availabilityNoticeWindowMs: 500 } });
    // An option code a spreadsheet would read as a formula.
    Object.assign(w.products, { CSVTOUR: supplierProduct('CSV tour', { options: { '=CMD': { name: 'Formula-looking option' } } }) });
  });
  after(async function () {
    await w?.stop();
  });

  describe('CSV', function () {
    beforeEach(async function () {
      const put = await w.api.call('PUT', '/v1/rates/CSVTOUR', { auth: w.owner.auth, json: table });
      assert.equal(put.status, 200, JSON.stringify(put.body));
    });

    it('writes one row per rule and ticket type, the formula cell neutralised, and reads it back to the same table', async function () {
      const csv = await w.api.call('GET', '/v1/rates/CSVTOUR', { auth: w.owner.auth, headers: { accept: 'text/csv' } });
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
      const lines = (csv.body as string).trimEnd().split('\r\n');
      assert.deepEqual(lines, [
        'rule,option,from,to,weekdays,times,ticket_type,rrp,net,currency',
        'default,,,,,,adult,50,40,EUR',
        'default,,,,,,child,25.5,20.25,EUR',
        `default,"'=CMD",,,,,adult,52,41,EUR`,
        'summer,,2031-06-01,2031-08-31,,,adult,70,56,EUR',
        `weekend,"'=CMD",,,sat sun,,adult,60,48,EUR`,
        'sunset,,,,,19:00 19:30,adult,90,72,EUR',
        'sunset,,,,,19:00 19:30,child,45,36,EUR',
      ]);
      // Cleared, then put back from the CSV: the same table as JSON.
      assert.equal((await w.api.call('PUT', '/v1/rates/CSVTOUR', { auth: w.owner.auth, json: { rates: {} } })).status, 200);
      const put = await csvCall('PUT', csv.body as string);
      assert.equal(put.status, 200, `${JSON.stringify(put.body)} ${put.headers.get('error-detail')}`);
      const back = await w.api.call('GET', '/v1/rates/CSVTOUR', { auth: w.owner.auth });
      assert.deepEqual(back.body, { currency: 'EUR', ...table });
    });

    it('refuses a bad line naming its line and column, all or nothing; a refused table changes nothing', async function () {
      const header = 'rule,option,from,to,weekdays,times,ticket_type,rrp,net';
      const good = ['default,,,,,,adult,30,20', 'winter,,2031-12-01,2032-02-28,,,adult,35,25'];
      for (const [rows, detail] of [
        [[...good, 'winter,,2031-12-01,2032-02-28,,,child,=1+2,1'], 'line 4, column rrp'],
        [[...good, 'winter,,2031-12-01,2032-02-28,,,pet,1,1'], 'line 4, column ticket_type'],
        [[...good, 'winter,,2031-12-01,2032-02-28,,,adult,1,1'], 'line 4, column ticket_type'],
        [[...good, 'winter,,2031-12-02,2032-02-28,,,child,1,1'], 'line 4, column from'],
        [[...good, 'spring,,2032-03-01,,,,child,1,1'], 'line 4, column to'],
        [[...good, 'friday,,,,fri frey,,adult,1,1'], 'line 4, column weekdays'],
        [[...good, 'late,,,,,25:00,adult,1,1'], 'line 4, column times'],
        [[...good, 'default,,,,sat,,child,1,1'], 'line 4, column weekdays'],
        [['default,,,,,,adult,30.001,20'], 'line 2, column rrp'],
        [['default,,,,,,adult,"30,20'], 'line 2'],
        [['winter,,2031-12-01,2032-02-28,,,adult,35,25', 'xmas,,2031-12-20,2031-12-26,,,adult,99,80'], 'line 2 and line 3: both period'],
      ] as const) {
        const res = await csvCall('PUT', [header, ...rows].join('\n'));
        const code = detail.includes(' and ') ? 'RATE_RULES_OVERLAP' : 'INVALID_CSV';
        assert.deepEqual([res.status, res.body], [400, { error: code }], detail);
        assert.ok(res.headers.get('error-detail')?.startsWith(detail), `${detail}: ${res.headers.get('error-detail')}`);
      }
      const unknownColumn = await csvCall('PUT', 'rule,ticket_type,rrp,net,price\ndefault,adult,1,1,1');
      assert.equal(
        unknownColumn.headers.get('error-detail'),
        'line 1: column 5 is not one of rule, option, from, to, weekdays, times, ticket_type, rrp, net, currency',
      );
      const otherCurrency = await csvCall('PUT', 'rule,ticket_type,rrp,net,currency\ndefault,adult,1,1,USD');
      assert.equal(otherCurrency.headers.get('error-detail')?.startsWith('line 2, column currency'), true);
      const after = await w.api.call('GET', '/v1/rates/CSVTOUR', { auth: w.owner.auth });
      assert.deepEqual(after.body, { currency: 'EUR', ...table }, 'nothing of a refused table was stored');
      // A JSON-only operation answers a CSV body 415.
      const elsewhere = await w.api.call('PUT', '/v1/promotions/CSV', { auth: w.owner.auth, raw: 'a,b\n1,2', contentType: 'text/csv' });
      assert.deepEqual([elsewhere.status, elsewhere.body], [415, { error: 'UNSUPPORTED_MEDIA_TYPE' }]);
    });

    it('takes a table of hundreds of rows', async function () {
      const rows = ['rule,from,to,ticket_type,rrp,net'];
      for (let day = 0; day < 300; day++) {
        const date = new Date(Date.UTC(2031, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        rows.push(`day ${day},${date},${date},adult,${50 + (day % 7)},40`, `day ${day},${date},${date},child,${20 + (day % 3)},15`);
      }
      const put = await csvCall('PUT', rows.join('\r\n'));
      assert.equal(put.status, 200, `${put.headers.get('error-detail')}`);
      assert.equal(put.body.rules.length, 300);
      const priced = await w.api.call('GET', `/v1/rates?supplier=${w.owner.email}&product=CSVTOUR&date=2031-01-10`, { auth: w.agent.auth });
      assert.deepEqual(priced.body.adult, { rrp: 52, net: 40, discount: 0, currency: 'EUR', rule: 'day 9' });
    });
  });

  describe('price-change notices', function () {
    let listener: TestAccount;
    let listenerInbox: FakeSupplier;
    let secret: string;
    let outsider: TestAccount;
    let outsiderInbox: FakeSupplier;

    before(async function () {
      listenerInbox = await startFakeSupplier({ ca: testStack().ca });
      outsiderInbox = await startFakeSupplier({ ca: testStack().ca });
      serveNotifications(listenerInbox);
      serveNotifications(outsiderInbox);
      listener = await createAccount(w.api, { name: 'Listening agent', notification_url: listenerInbox.url });
      outsider = await createAccount(w.api, { name: 'Not granted', notification_url: outsiderInbox.url });
      await grant(w.api, w.owner, listener);
      for (const who of [listener, outsider])
        assert.equal((await w.api.call('PATCH', '/v1/account', { auth: who.auth, json: { availability_notifications: true } })).status, 200);
      secret = (await w.api.call('POST', '/v1/account/webhook_secret', { auth: listener.auth })).body.webhook_secret;
    });
    after(async function () {
      await listenerInbox?.close();
      await outsiderInbox?.close();
    });

    it('a new table sends a signed rates.updated to the granted agents that asked, and is in their feed; others hear nothing', async function () {
      const since = (await w.api.call('GET', '/v1/availability_changes?limit=1000', { auth: listener.auth })).body.next;
      const put = await w.api.call('PUT', '/v1/rates/CSVTOUR', { auth: w.owner.auth, json: table });
      assert.equal(put.status, 200);
      const notice = await eventually(
        () => {
          const found = listenerInbox.requests.find((r) => r.path === '/rates.updated');
          assert.ok(found, 'no rates.updated notice');
          return found;
        },
        20_000,
        'the notice',
      );
      const body = new Webhook(secret).verify(notice.rawBody, notice.headers) as Record<string, unknown>;
      const feed = await w.api.call('GET', `/v1/availability_changes?since=${since}`, { auth: listener.auth });
      const entry = feed.body.changes.find((c: { product: string; kind: string }) => c.product === 'CSVTOUR' && c.kind === 'rates');
      assert.ok(entry, JSON.stringify(feed.body));
      assert.deepEqual(body, { supplier: w.owner.email, product: 'CSVTOUR', currency: 'EUR', from: todayIn('Europe/Amsterdam'), sequence: entry.sequence });
      assert.deepEqual([entry.date, entry.source], [todayIn('Europe/Amsterdam'), 'supplier']);
      // The outsider asked for notices too but may not sell the product: nothing, and nothing in its feed.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(outsiderInbox.requests.filter((r) => r.path === '/rates.updated').length, 0);
      const theirs = await w.api.call('GET', `/v1/availability_changes?since=${since}`, { auth: outsider.auth });
      assert.equal(
        theirs.body.changes.some((c: { product: string }) => c.product === 'CSVTOUR'),
        false,
      );
      // The agent that did not ask gets no notice, as for availability.
      assert.equal(w.agentInbox.requests.filter((r) => r.path === '/rates.updated').length, 0);
    });
  });
});
