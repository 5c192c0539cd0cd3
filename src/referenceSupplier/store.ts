import { DatabaseSync } from 'node:sqlite';
import type { EncodedAnswer } from './answers.ts';
import type { Counts, TicketType } from './products.ts';

/**
 * Everything the supplier remembers lives in one SQLite database (a file, or `:memory:`), so that
 * a change and the idempotency ledger row recording its answer commit together or not at all.
 * Reservations are kept after they end (released or booked): their codes stay known.
 */
const SCHEMA = `
  create table if not exists reservation (
    code text primary key,
    product text not null,
    option text,
    date text not null,
    time text,
    pickup text,
    counts text not null,           -- JSON: tickets per type
    seats integer not null,         -- the sum of counts
    expires_at integer not null,    -- ms since the epoch: held until then
    status text not null check (status in ('held', 'released', 'booked'))
  ) strict;
  create index if not exists reservation_by_day on reservation (product, date);

  create table if not exists booking (
    reference text primary key,
    agent text,
    agent_reference text,
    product text not null,
    option text,
    date text not null,
    time text,
    pickup text,
    customer text not null,         -- JSON, as the service sent it
    notes text not null,
    cancelled integer not null default 0,
    answers text                    -- JSON: the answers to booking questions, as sent; null when none were
  ) strict;
  create index if not exists booking_by_day on booking (product, date);

  -- Booking barcodes (type null) and ticket barcodes share one table: one key keeps them all distinct.
  create table if not exists barcode (
    code text primary key,
    booking text not null references booking (reference),
    type text
  ) strict;
  create index if not exists barcode_by_booking on barcode (booking);

  -- Stock changed outside the marketplace (POST /admin/stock), per date and slot ('' for the whole
  -- day): an operator closed it, or seats went at the supplier's own till or another channel.
  create table if not exists local_stock (
    product text not null,
    date text not null,
    time text not null,
    closed integer not null default 0,
    sold_elsewhere integer not null default 0,
    primary key (product, date, time)
  ) strict;

  -- The idempotency ledger: one row per Idempotency-Key, holding the exact answer given.
  create table if not exists ledger (
    key text primary key,
    fingerprint text not null,      -- hash of method, path and body bytes of the first request
    status integer not null,
    headers text not null,          -- JSON
    body blob not null,
    created_at text not null
  ) strict;
`;

export type HoldStatus = 'held' | 'released' | 'booked';

export type Hold = {
  code: string;
  product: string;
  option: string | null;
  date: string;
  time: string | null;
  pickup: string | null;
  counts: Counts;
  seats: number;
  expiresAt: number;
  status: HoldStatus;
};

export type Booking = {
  reference: string;
  agent: string | null;
  agentReference: string | null;
  product: string;
  option: string | null;
  date: string;
  time: string | null;
  pickup: string | null;
  customer: Record<string, unknown>;
  notes: string;
  /** The answers to the product's booking questions, as the marketplace sent them; null: none sent. */
  answers: unknown[] | null;
  cancelled: boolean;
};

/** A barcode issued for a booking: `type` null for the booking's own barcode, else the ticket's type. */
export type IssuedBarcode = { code: string; booking: string; type: TicketType | null };

export type LedgerEntry = EncodedAnswer & { fingerprint: string };

/** A date's or slot's stock as the supplier's own operator left it. */
export type LocalStock = { closed: boolean; soldElsewhere: number };
/** Time null: the whole day (a closure of the whole day closes every slot). */
export type LocalStockChange = { product: string; date: string; time: string | null } & Partial<LocalStock>;

type Row = Record<string, unknown>;

const HOLD_COLUMNS = 'code, product, option, date, time, pickup, counts, seats, expires_at as expiresAt, status';
const BOOKING_COLUMNS = 'reference, agent, agent_reference as agentReference, product, option, date, time, pickup, customer, notes, answers, cancelled';

export type Store = ReturnType<typeof openStore>;

export function openStore(path: string) {
  const db = new DatabaseSync(path);
  // WAL lets readers go on while a change commits; busy_timeout makes a second process wait for
  // the write lock instead of failing at once.
  db.exec('pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on;');
  db.exec(SCHEMA);
  // A database file made before booking questions: its bookings had none.
  const bookingColumns = db.prepare('pragma table_info(booking)').all() as { name: string }[];
  if (!bookingColumns.some((column) => column.name === 'answers')) db.exec('alter table booking add column answers text');

  const statements = {
    seatsTaken: db.prepare(`
      select date, time, sum(seats) as seats from (
        select date, time, seats from reservation
         where product = :product and date between :from and :to and status = 'held' and expires_at > :now
        union all
        select b.date, b.time, count(*) from booking b join barcode c on c.booking = b.reference and c.type is not null
         where b.product = :product and b.date between :from and :to and not b.cancelled
         group by b.reference
        union all
        select date, nullif(time, ''), sold_elsewhere from local_stock
         where product = :product and date between :from and :to and sold_elsewhere > 0
      ) group by date, time`),
    insertHold: db.prepare(`
      insert into reservation (code, product, option, date, time, pickup, counts, seats, expires_at, status)
      values (:code, :product, :option, :date, :time, :pickup, :counts, :seats, :expiresAt, :status)`),
    findHold: db.prepare(`select ${HOLD_COLUMNS} from reservation where code = ?`),
    setHoldStatus: db.prepare('update reservation set status = ? where code = ?'),
    extendHold: db.prepare('update reservation set expires_at = max(expires_at, ?) where code = ?'),
    insertBooking: db.prepare(`
      insert into booking (reference, agent, agent_reference, product, option, date, time, pickup, customer, notes, answers, cancelled)
      values (:reference, :agent, :agentReference, :product, :option, :date, :time, :pickup, :customer, :notes, :answers, :cancelled)`),
    updateBooking: db.prepare(`
      update booking set agent = :agent, agent_reference = :agentReference, product = :product, option = :option, date = :date,
        time = :time, pickup = :pickup, customer = :customer, notes = :notes, answers = :answers, cancelled = :cancelled
      where reference = :reference`),
    findBooking: db.prepare(`select ${BOOKING_COLUMNS} from booking where reference = ?`),
    insertBarcode: db.prepare('insert into barcode (code, booking, type) values (?, ?, ?)'),
    deleteBarcode: db.prepare('delete from barcode where code = ?'),
    barcodesOf: db.prepare('select code, booking, type from barcode where booking = ? order by rowid'),
    findBarcode: db.prepare('select code, booking, type from barcode where code = ?'),
    setLocalStock: db.prepare(`
      insert into local_stock (product, date, time, closed, sold_elsewhere) values (:product, :date, :time, coalesce(:closed, 0), coalesce(:soldElsewhere, 0))
      on conflict (product, date, time) do update
        set closed = coalesce(:closed, closed), sold_elsewhere = coalesce(:soldElsewhere, sold_elsewhere)`),
    localStock: db.prepare(`select closed, sold_elsewhere as soldElsewhere from local_stock where product = ? and date = ? and time = ?`),
    closures: db.prepare(`select date, nullif(time, '') as time from local_stock where product = ? and date between ? and ? and closed = 1`),
    findLedgerEntry: db.prepare('select fingerprint, status, headers, body from ledger where key = ?'),
    insertLedgerEntry: db.prepare(`insert into ledger (key, fingerprint, status, headers, body, created_at) values (?, ?, ?, ?, ?, ?)`),
  };

  const holdFrom = (row: Row): Hold => ({ ...(row as Omit<Hold, 'counts'>), counts: JSON.parse(row.counts as string) as Counts });
  const bookingFrom = (row: Row): Booking => ({
    ...(row as Omit<Booking, 'customer' | 'answers' | 'cancelled'>),
    customer: JSON.parse(row.customer as string) as Record<string, unknown>,
    answers: row.answers === null ? null : (JSON.parse(row.answers as string) as unknown[]),
    cancelled: row.cancelled === 1,
  });
  const bookingParams = (booking: Booking) => ({
    ...booking,
    customer: JSON.stringify(booking.customer),
    answers: booking.answers === null ? null : JSON.stringify(booking.answers),
    cancelled: booking.cancelled ? 1 : 0,
  });

  return {
    /**
     * Runs `work` in one transaction. BEGIN IMMEDIATE takes the write lock at once, so two
     * processes sharing the file cannot both read the same state and then both write.
     */
    transaction<T>(work: () => T): T {
      db.exec('begin immediate');
      try {
        const result = work();
        db.exec('commit');
        return result;
      } catch (err) {
        db.exec('rollback');
        throw err;
      }
    },

    /** Runs `work` inside the current transaction; if it throws, what it wrote is undone and the error passed on. */
    undoOnThrow<T>(work: () => T): T {
      db.exec('savepoint work');
      try {
        const result = work();
        db.exec('release work');
        return result;
      } catch (err) {
        db.exec('rollback to work; release work');
        throw err;
      }
    },

    /** Seats taken per date and slot: unexpired held reservations, tickets of bookings not cancelled, seats sold elsewhere. */
    seatsTaken(product: string, from: string, to: string, now: number): { date: string; time: string | null; seats: number }[] {
      return statements.seatsTaken.all({ product, from, to, now }) as { date: string; time: string | null; seats: number }[];
    },

    insertHold(hold: Hold): void {
      statements.insertHold.run({ ...hold, counts: JSON.stringify(hold.counts) });
    },
    findHold(code: string): Hold | undefined {
      const row = statements.findHold.get(code);
      return row && holdFrom(row);
    },
    setHoldStatus(code: string, status: HoldStatus): void {
      statements.setHoldStatus.run(status, code);
    },
    /** Never shortens a hold: an extension asked twice, or out of order, leaves the later expiry. */
    extendHold(code: string, expiresAt: number): void {
      statements.extendHold.run(expiresAt, code);
    },

    insertBooking(booking: Booking): void {
      statements.insertBooking.run(bookingParams(booking));
    },
    updateBooking(booking: Booking): void {
      statements.updateBooking.run(bookingParams(booking));
    },
    findBooking(reference: string): Booking | undefined {
      const row = statements.findBooking.get(reference);
      return row && bookingFrom(row);
    },

    insertBarcode(barcode: IssuedBarcode): void {
      statements.insertBarcode.run(barcode.code, barcode.booking, barcode.type);
    },
    deleteBarcode(code: string): void {
      statements.deleteBarcode.run(code);
    },
    /** A booking's barcodes in the order they were issued. */
    barcodesOf(reference: string): IssuedBarcode[] {
      return statements.barcodesOf.all(reference) as IssuedBarcode[];
    },
    findBarcode(code: string): IssuedBarcode | undefined {
      return statements.findBarcode.get(code) as IssuedBarcode | undefined;
    },

    /** Sets what is given of a date's (or slot's) local stock; `undefined` keeps what was there. */
    setLocalStock(change: LocalStockChange): void {
      statements.setLocalStock.run({
        product: change.product,
        date: change.date,
        time: change.time ?? '',
        closed: change.closed === undefined ? null : change.closed ? 1 : 0,
        soldElsewhere: change.soldElsewhere ?? null,
      });
    },
    localStock(product: string, date: string, time: string | null): LocalStock {
      const row = statements.localStock.get(product, date, time ?? '');
      return { closed: row?.closed === 1, soldElsewhere: (row?.soldElsewhere as number | undefined) ?? 0 };
    },
    /** Dates and slots closed by an operator; time null: the whole day. */
    closures(product: string, from: string, to: string): { date: string; time: string | null }[] {
      return statements.closures.all(product, from, to) as { date: string; time: string | null }[];
    },

    findLedgerEntry(key: string): LedgerEntry | undefined {
      const row = statements.findLedgerEntry.get(key);
      if (!row) return undefined;
      return {
        fingerprint: row.fingerprint as string,
        status: row.status as number,
        headers: JSON.parse(row.headers as string) as Record<string, string>,
        body: row.body as Uint8Array,
      };
    },
    insertLedgerEntry(key: string, entry: LedgerEntry): void {
      statements.insertLedgerEntry.run(key, entry.fingerprint, entry.status, JSON.stringify(entry.headers), entry.body, new Date().toISOString());
    },

    close(): void {
      db.close();
    },
  };
}
