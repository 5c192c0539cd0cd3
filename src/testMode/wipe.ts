import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../db/orm.ts';
import { IDEMPOTENCY_STALE_SECONDS as STALE_SECONDS } from '../domain/idempotencyKeys.ts';

/** Test data older than this is deleted by housekeeping (docs/API.md "Test mode"). */
export const TEST_DATA_RETENTION_DAYS = 30;

/** What a wipe deleted, and what it left because a workflow still works on it. */
export type WipeResult = {
  deleted: {
    reservations: number;
    bookings: number;
    notifications: number;
    requests: number;
    idempotency_keys: number;
    availability_changes: number;
    simulated_records: number;
    orders: number;
    quotes: number;
  };
  kept_in_flight: { reservations: number; bookings: number };
};

// Rows a workflow still acts on (a hold until it ends, a booking step until it settles) are never
// deleted under it: they are kept, counted, and go with the next wipe or with the retention.
const RESERVATION_AT_REST = `status in ('failed', 'claimed', 'released', 'expired')`;
const BOOKING_AT_REST = `status in ('confirmed', 'failed', 'cancelled')`;
// An order at rest has ended (or waits for nothing of ours): its items go with it.
const ORDER_AT_REST = `status in ('confirmed', 'failed', 'stuck', 'expired', 'cancelled')`;

/** `limit`: at most this many rows of each table in one run (housekeeping's bounded prune); null: all (the wipe). */
type Scope = { owner: string | null; days: number | null; limit: number | null };

/**
 * Deletes test data, and only test data: every statement names the `test` schema, whatever the
 * connection's search_path, and a live EntityManager is refused outright. `owner`: the account
 * whose data goes (the reservations and bookings it sold, with their tickets, redemptions and
 * notifications; the notifications, requests, keys and pushes that are its own; its simulated
 * supplier's records); `days`: only rows created before then (housekeeping's retention).
 */
async function deleteTestData(em: EntityManager, scope: Scope): Promise<WipeResult> {
  if (modeOf(em) !== 'test') throw new Error('test data is deleted through a test-mode EntityManager only');
  // `$1` the owner (null: anyone's), `$2` the age in days (null: any age); `column` names whose it is, `at` how old.
  const whose = (column: string, at = 'created_at') =>
    `($1::uuid is null or ${column} = $1::uuid) and ($2::int is null or ${at} < now() - make_interval(days => $2::int))`;
  // The oldest `limit` rows of a table matching `where`, by their row addresses (`alias`: the name `where` uses for the table).
  const bounded = (table: string, where: string, at: string, alias?: string) => {
    if (scope.limit === null) return where;
    const ctid = alias ? `${alias}.ctid` : 'ctid';
    return `${ctid} = any(array(select ${ctid} from ${table} ${alias ?? ''} where ${where} order by ${at} limit ${scope.limit}))`;
  };
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    // The driver takes `?` placeholders: `$1` and `$2` become the scope's two values, in order of appearance.
    const params = (sql: string) => [...sql.matchAll(/\$([12])/g)].map((m) => (m[1] === '1' ? scope.owner : scope.days));
    const run = async (sql: string): Promise<number> => {
      const rows = await connection.execute<{ n: number }[]>(sql.replaceAll(/\$[12]/g, '?'), params(sql), 'all', tx.getTransactionContext());
      return rows[0]?.n ?? 0;
    };
    // The bookings that go, locked against a step starting on them meanwhile; then what hangs on them.
    const bookingIds = (
      await connection.execute<{ id: string }[]>(
        `select id from test.booking where ${whose('agent_id').replaceAll(/\$[12]/g, '?')} and ${BOOKING_AT_REST}
          ${scope.limit === null ? '' : `order by created_at limit ${scope.limit}`} for update`,
        params(whose('agent_id')),
        'all',
        tx.getTransactionContext(),
      )
    ).map((row) => row.id);
    const ids = `array[${bookingIds.map(() => '?').join(', ')}]::uuid[]`;
    const byBooking = async (sql: string) =>
      bookingIds.length === 0
        ? 0
        : ((await connection.execute<{ n: number }[]>(sql.replace(':ids', ids), bookingIds, 'all', tx.getTransactionContext()))[0]?.n ?? 0);
    await byBooking('with d as (delete from test.redemption where booking_id = any(:ids) returning 1) select count(*)::int as n from d');
    const bookingNotices = await byBooking(
      'with d as (delete from test.notification where booking_id = any(:ids) returning 1) select count(*)::int as n from d',
    );
    await byBooking('with d as (delete from test.scenario where subject_id = any(:ids) returning 1) select count(*)::int as n from d');
    const bookings = await byBooking('with d as (delete from test.booking where id = any(:ids) returning 1) select count(*)::int as n from d');
    const reservations = await run(`
      with gone as (delete from test.reservation r
                     where ${bounded('test.reservation', `${whose('r.agent_id', 'r.created_at')} and r.${RESERVATION_AT_REST} and not exists (select 1 from test.booking b where b.reservation_id = r.id)`, 'r.created_at', 'r')}
                     returning r.id),
           s as (delete from test.scenario where subject_id in (select id from gone) returning 1)
      select count(*)::int as n from gone`);
    const notifications = await run(
      `with d as (delete from test.notification where ${bounded('test.notification', whose('recipient_id'), 'created_at')} returning 1) select count(*)::int as n from d`,
    );
    const requests = await run(
      `with d as (delete from test.api_request where ${bounded('test.api_request', whose('account_id', 'at'), 'at')} returning 1) select count(*)::int as n from d`,
    );
    // A key whose request is still running stays: its answer is stored on it, for the repeat to get.
    const keys = await run(
      `with d as (delete from test.idempotency_record
                   where ${bounded('test.idempotency_record', `${whose('account_id')} and (status_code is not null or created_at < now() - make_interval(secs => ${STALE_SECONDS}))`, 'created_at')}
                   returning 1)
       select count(*)::int as n from d`,
    );
    const changes = await run(
      `with d as (delete from test.availability_change where ${bounded('test.availability_change', whose('owner_id', 'at'), 'at')} returning 1) select count(*)::int as n from d`,
    );
    const quotes = await run(
      `with d as (delete from test.quote where ${bounded('test.quote', whose('agent_id'), 'created_at')} returning 1) select count(*)::int as n from d`,
    );
    await run(`with d as (delete from test.availability_cache where ${whose('owner_id', 'fetched_at')} returning 1) select count(*)::int as n from d`);
    const simulated = await run(`
      with b as (delete from test.simulated_booking where ${bounded('test.simulated_booking', whose('supplier_id'), 'created_at')} returning 1),
           h as (delete from test.simulated_hold where ${bounded('test.simulated_hold', `${whose('supplier_id', 'expires_at')} and status <> 'held'`, 'expires_at')} returning 1),
           c as (delete from test.simulated_call where ${bounded('test.simulated_call', whose('supplier_id', 'first_seen'), 'first_seen')} returning 1)
      select ((select count(*) from b) + (select count(*) from h) + (select count(*) from c))::int as n`);
    const orders = await run(
      `with d as (delete from test.agent_order where ${whose('agent_id')} and ${ORDER_AT_REST} returning 1) select count(*)::int as n from d`,
    );
    const heldReservations = await run(`select count(*)::int as n from test.reservation where ${whose('agent_id')} and not ${RESERVATION_AT_REST}`);
    const busyBookings = await run(`select count(*)::int as n from test.booking where ${whose('agent_id')} and not ${BOOKING_AT_REST}`);
    return {
      deleted: {
        reservations,
        bookings,
        notifications: notifications + bookingNotices,
        requests,
        idempotency_keys: keys,
        availability_changes: changes,
        simulated_records: simulated,
        orders,
        quotes,
      },
      kept_in_flight: { reservations: heldReservations, bookings: busyBookings },
    };
  });
}

/** `DELETE /v1/test_data`: the caller's test data at rest, now. */
export function wipeTestData(em: EntityManager, accountId: string): Promise<WipeResult> {
  return deleteTestData(em, { owner: accountId, days: null, limit: null });
}

/**
 * Housekeeping: everyone's test data at rest older than `days`, the oldest `limit` rows of each
 * table a run (a backlog goes over several runs, each a short transaction).
 */
export function pruneTestData(em: EntityManager, days: number, limit = 5_000): Promise<WipeResult> {
  return deleteTestData(em, { owner: null, days, limit });
}
