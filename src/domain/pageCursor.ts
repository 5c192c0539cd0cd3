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
