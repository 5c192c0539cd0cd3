/**
 * The cursor of a list ordered newest first (GET /v1/bookings, GET /v1/notifications): the last
 * row's creation time, to the microsecond as PostgreSQL keeps it, and its id. Opaque to callers
 * (`<microseconds since the epoch>_<id>`); the next page is the rows after that one in the list's
 * order, found by an index range instead of counting past an offset.
 */
export type PageCursor = { micros: string; id: string };

const FORMAT = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(cursor: PageCursor): string {
  return `${cursor.micros}_${cursor.id}`;
}

export function decodeCursor(text: string): PageCursor | undefined {
  const match = FORMAT.exec(text);
  return match ? { micros: match[1]!, id: match[2]! } : undefined;
}

/** Whether `text` is a cursor this API handed out (the shape only; a stale one simply matches nothing newer). */
export const isCursor = (text: string) => FORMAT.test(text);

/**
 * SQL (with `?` parameters) for the rows after `cursor` in a list ordered `created_at desc, id` on
 * the table aliased `alias`: one index range. Undefined without a cursor, or with one of another shape.
 */
export function rowsAfter(cursor: string | undefined, alias: string): { sql: string; params: unknown[] } | undefined {
  const at = cursor === undefined ? undefined : decodeCursor(cursor);
  if (!at) return undefined;
  const micros = BigInt(at.micros);
  const time = `${new Date(Number(micros / 1000n)).toISOString().slice(0, 19)}.${String(micros % 1_000_000n).padStart(6, '0')}Z`;
  return {
    sql: `${alias}.created_at <= ?::timestamptz and (${alias}.created_at < ?::timestamptz or ${alias}.id > ?::uuid)`,
    params: [time, time, at.id],
  };
}
