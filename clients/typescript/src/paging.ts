/**
 * Lists longer than a page. Bookings, orders and the delivery log page by `after` (the `X-Next-Cursor` of
 * the page before; newest first), the request log by its `next` cursor, the availability changes
 * feed by `since`/`next` while `has_more`. Each page is one call, with that call's retries and deadline.
 */
import type { CallOptions } from './transport.ts';
import { responseOf } from './transport.ts';

/**
 * Every item of a newest-first list paged by `after` (bookings, orders, the delivery log): each page asks
 * for the one after the `X-Next-Cursor` of the page before, so an item that arrives meanwhile moves
 * nothing (it is newer than every cursor), and however deep the page, the server reads only it.
 * The first page asks for no total (`count=false`): a count reads every match.
 */
export async function* nextCursorPages<T>(
  page: (after: string | undefined, limit: number, options: CallOptions | undefined) => Promise<T[]>,
  pageSize: number,
  options: CallOptions | undefined,
): AsyncGenerator<T, void, undefined> {
  let after: string | undefined;
  for (;;) {
    const items = await page(after, pageSize, options);
    yield* items;
    const next = responseOf(items)?.headers.get('x-next-cursor');
    if (!next || items.length === 0) return;
    after = next;
  }
}

/** Every item of a list paged by a cursor the answer hands back (`next`, `has_more`). */
export async function* cursorPages<T, P extends { next: string | null; has_more: boolean }>(
  page: (cursor: string | undefined) => Promise<P>,
  items: (page: P) => T[],
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const answer = await page(cursor);
    yield* items(answer);
    if (!answer.has_more || answer.next === null) return;
    cursor = answer.next;
  }
}
