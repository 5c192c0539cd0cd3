import { z } from 'zod';
import { isCursor } from '../domain/pageCursor.ts';

/**
 * The query fields of a list paged newest first (GET /v1/bookings, GET /v1/notifications), beside
 * `offset` and `limit`: `after`, the `X-Next-Cursor` of the page before (the next page is then an
 * index range, whatever its depth), and `count=false`, which leaves out `X-Total-Count` (it counts
 * every match). A page read with `after` carries no total.
 */
export const pageByCursor = {
  after: z
    .string()
    .refine(isCursor, { error: 'the X-Next-Cursor of a previous page' })
    .optional()
    .meta({ description: 'The `X-Next-Cursor` of the previous page: the page after it, read by an index range however deep (no `X-Total-Count`).' }),
  count: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .meta({ description: '`false` leaves out `X-Total-Count`, which counts every match (its cost grows with them; a page’s does not).' }),
};

/** `after` names where the page starts: an `offset` beside it would say it twice. */
export const offsetOrCursor = (q: { after?: string | undefined; offset: number }) => q.after === undefined || q.offset === 0;
export const OFFSET_OR_CURSOR = { error: 'not with after: a page starts at one or the other', path: ['offset'] };
