import type { DatabaseSync } from 'node:sqlite';

const HOLD_COLUMNS = 'code, product, option, date, time, pickup, counts, seats, expires_at as expiresAt, status';
const BOOKING_COLUMNS = 'reference, agent, agent_reference as agentReference, product, option, date, time, pickup, customer, notes, answers, cancelled';

/** Every statement the store runs, prepared once. */
export function prepareStatements(db: DatabaseSync) {
  return {
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
}

export type Statements = ReturnType<typeof prepareStatements>;
