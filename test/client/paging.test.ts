import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CursorExpiredError, isMarketplaceError, type Schemas } from '../../clients/typescript/src/index.ts';
import { pruneChanges } from '../../src/availabilityChanges/feed.ts';
import { addDays } from '../../src/domain/dates.ts';
import { createAccount, grant, uniqueEmail } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { recordedClient, type RecordedClient } from '../helpers/marketplaceClient.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const sql = <T extends object[]>(query: string, params: unknown[] = []) => testStack().db.fork().getConnection().execute<T>(query, params);

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const pagesOf = (client: RecordedClient, path: string) => client.attempts.filter((a) => a.url.pathname === path).length;

describe('the typed client: lists longer than a page', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  /** An agent of its own, granted by the world's owner: its lists hold this test's items alone. */
  async function freshAgent(): Promise<RecordedClient> {
    const account = await createAccount(w.api, { name: 'Paging agent', email: uniqueEmail('paging') });
    await grant(w.api, w.owner, account);
    return recordedClient(w.api.baseUrl, account);
  }

  it('the availability changes feed: follows next while has_more, hands back the cursor, and on 410 says to resynchronise', async function () {
    const owner = recordedClient(w.api.baseUrl, w.owner);
    const agent = await freshAgent();
    const dates = [0, 1, 2, 3, 4].map((n) => addDays(FAR, 200 + n));
    const { sequence: before } = await owner.pushAvailabilityChange({ product: 'BOAT', dates: [addDays(FAR, 199)] });
    const pushed: number[] = [];
    for (const date of dates) pushed.push((await owner.pushAvailabilityChange({ product: 'BOAT', dates: [date] })).sequence);

    const read = await agent.availabilityChanges({ since: before, limit: 2 });
    assert.deepEqual(
      read.changes.map((c) => [c.date, c.source]),
      dates.map((d) => [d, 'supplier']),
    );
    assert.equal(read.cursor, pushed.at(-1), 'the cursor to store: past the last change read');
    assert.ok(pagesOf(agent, '/v1/availability_changes') >= 3, 'five changes, two a page');
    // Nothing new: the stored cursor gives an empty read and stays where it is.
    assert.deepEqual(await agent.availabilityChanges({ since: read.cursor }), { changes: [], cursor: read.cursor });

    // A page at a time: the agent stores the cursor of the first page, then is away too long.
    let stored: number | undefined;
    for await (const page of agent.availabilityChangePages({ since: before, limit: 2 })) {
      stored = page.cursor;
      break;
    }
    assert.equal(stored, pushed[1]);
    // Eight days pass for the changes up to the stored cursor and one more: housekeeping prunes them.
    await sql(`update availability_change set at = now() - interval '8 days' where sequence <= ?`, [pushed[2]]);
    assert.ok((await pruneChanges(testStack().db.fork())).deleted >= 3);
    const expired = await agent.availabilityChanges({ since: stored!, limit: 2 }).then(
      () => assert.fail('an expired cursor was read'),
      (err: unknown) => err,
    );
    assert.ok(expired instanceof CursorExpiredError);
    assert.ok(isMarketplaceError(expired, 'availabilityChanges'));
    assert.deepEqual([expired.code, expired.status, expired.attempts], ['CURSOR_EXPIRED', 410, 1]);
    assert.match(expired.message, /resynchronise — read availability again, then follow availabilityChanges\(\) without since/);
    // Resynchronised: from the oldest change kept, to the end, and a new cursor.
    const again = await agent.availabilityChanges({ limit: 2 });
    assert.deepEqual(
      again.changes.filter((c) => dates.includes(c.date)).map((c) => c.date),
      dates.slice(3),
    );
    assert.ok(again.cursor >= pushed.at(-1)!);
  });

  it('the request log, newest first, across pages by its next cursor, filtered', async function () {
    const agent = await freshAgent();
    for (let i = 0; i < 5; i++) await agent.account();
    for (const reference of ['NOPE-1', 'NOPE-2']) await agent.booking(reference).catch(() => undefined);
    const before = agent.attempts.length;
    const logged = await all(agent.requestLog({ pageSize: 2 }));
    assert.deepEqual(
      logged.map((e) => [e.method, e.path, e.status]),
      [['GET', '/v1/bookings/NOPE-2', 404], ['GET', '/v1/bookings/NOPE-1', 404], ...Array.from({ length: 5 }, () => ['GET', '/v1/account', 200])],
    );
    assert.equal(new Set(logged.map((e) => e.id)).size, 7);
    assert.equal(agent.attempts.length - before, 4, 'seven entries, two a page');
    const refused = await all(agent.requestLog({ status: '4xx', pageSize: 1 }));
    assert.deepEqual(
      refused.map((e) => [e.error, e.error_detail]),
      [
        ['BOOKING_NOT_FOUND', 'no such booking for this account'],
        ['BOOKING_NOT_FOUND', 'no such booking for this account'],
      ],
    );
  });

  it('bookings and the delivery log by cursor (X-Next-Cursor): each item once, none counted, even when a new one arrives mid-way', async function () {
    const agent = await freshAgent();
    const book = (n: number) =>
      agent.confirmBooking({
        reservation: null,
        supplier: w.owner.email,
        product: 'MUSEUM',
        date: FAR,
        adult: 1,
        reference: `PAGE-${n}-${randomUUID().slice(0, 6)}`,
      });
    const references: string[] = [];
    for (const n of [1, 2, 3]) {
      await book(n);
      references.push(agent.attempts.at(-1)!.body.match(/"reference":"([^"]+)"/)![1]!);
    }
    const seen: Schemas['Booking'][] = [];
    const pages = agent.bookings({ pageSize: 2 })[Symbol.asyncIterator]();
    for (let i = 0; i < 2; i++) seen.push((await pages.next()).value as Schemas['Booking']);
    // A booking made between two pages: newest first, it moves every other one down a place.
    await book(4);
    for (let next = await pages.next(); !next.done; next = await pages.next()) seen.push(next.value);
    assert.deepEqual(
      seen.map((b) => b.agent_reference),
      [...references].reverse(),
      'each of the three once, in order; the fourth came after the listing began',
    );
    // The second page ends the listing: it hands out no next cursor. No page asked for a count.
    assert.equal(pagesOf(agent, '/v1/bookings'), 2);
    const asked = agent.attempts.filter((a) => a.url.pathname === '/v1/bookings');
    assert.deepEqual(
      asked.map((a) => [a.url.searchParams.get('count'), a.url.searchParams.has('after')]),
      [
        ['false', false],
        [null, true],
      ],
    );

    // The owner's delivery log: a booking_confirmation notification per booking, two a page.
    const owner = recordedClient(w.api.baseUrl, w.owner);
    const told = await eventually(
      async () => {
        const deliveries = await all(owner.notifications({ event: 'booking_confirmation', pageSize: 2 }));
        const mine = deliveries.filter((d) => d.agent_reference?.startsWith('PAGE-'));
        assert.equal(mine.length, 4, `${mine.length} of 4 notified`);
        return deliveries;
      },
      20_000,
      'the owner’s notifications',
    );
    assert.equal(new Set(told.map((d) => d.id)).size, told.length, 'no delivery twice');
    assert.ok(pagesOf(owner, '/v1/notifications') >= 2);
  });
});
