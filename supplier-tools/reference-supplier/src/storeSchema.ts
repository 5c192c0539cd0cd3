import { DatabaseSync } from 'node:sqlite';

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

/** The supplier's database at `path`, its tables made or brought up to date. */
export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  // WAL lets readers go on while a change commits; busy_timeout makes a second process wait for
  // the write lock instead of failing at once.
  db.exec('pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on;');
  db.exec(SCHEMA);
  // A database file made before booking questions: its bookings had none.
  const bookingColumns = db.prepare('pragma table_info(booking)').all() as { name: string }[];
  if (!bookingColumns.some((column) => column.name === 'answers')) db.exec('alter table booking add column answers text');
  return db;
}
