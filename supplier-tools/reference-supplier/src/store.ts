import type { DatabaseSync } from 'node:sqlite';
import type { EncodedAnswer } from './answers.ts';
import type { Counts, TicketType } from './products.ts';
import { openDatabase } from './storeSchema.ts';
import { prepareStatements, type Statements } from './storeStatements.ts';

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

/** Transactions: a change and the ledger row recording its answer commit together. */
function transactionsOn(db: DatabaseSync) {
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
  };
}

/** Reservations and the seats taken. */
function holdRows(statements: Statements) {
  return {
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
  };
}

function bookingRows(statements: Statements) {
  return {
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
  };
}

function barcodeRows(statements: Statements) {
  return {
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
  };
}

/** Stock changed outside the marketplace: closures and seats sold elsewhere. */
function localStockRows(statements: Statements) {
  return {
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
  };
}

/** The idempotency ledger. */
function ledgerRows(statements: Statements) {
  return {
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
  };
}

export type Store = ReturnType<typeof openStore>;

export function openStore(path: string) {
  const db = openDatabase(path);
  const statements = prepareStatements(db);
  return {
    ...transactionsOn(db),
    ...holdRows(statements),
    ...bookingRows(statements),
    ...barcodeRows(statements),
    ...localStockRows(statements),
    ...ledgerRows(statements),
    close(): void {
      db.close();
    },
  };
}
