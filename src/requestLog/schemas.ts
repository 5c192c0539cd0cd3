import { z } from 'zod';

/** Longest page of the request log. */
export const MAX_REQUEST_PAGE = 200;

export const RequestsQuery = z.object({
  /** A class of answers (`4xx`) or one status (`409`). */
  status: z
    .string()
    .regex(/^(?:[2345]xx|[1-5]\d\d)$/, { error: 'a class such as 4xx, or a status such as 409' })
    .optional(),
  /** Entries at or after this time (ISO 8601); the log keeps 7 days. */
  since: z.iso
    .datetime({ offset: true })
    // Parsed here, not by PostgreSQL: zod's ISO form takes years and offsets PostgreSQL refuses (0000, +20:00).
    .transform((text) => new Date(text))
    .refine((at) => inYearsWeKeep(at), { error: 'a time between the years 0001 and 9999' })
    .optional(),
  /** The `next` of the previous page: entries older than it. */
  before: z
    .string()
    .regex(/^\d{1,13}-[1-9]\d{0,17}$/, { error: 'the next of a previous page' })
    .refine((cursor) => inYearsWeKeep(new Date(Number(cursor.split('-')[0]))), { error: 'the next of a previous page' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REQUEST_PAGE).default(50),
});

/** A request id as answered in `Request-Id`. */
export const RequestParams = z.strictObject({ id: z.string().regex(/^[\w.-]{1,64}$/, { error: 'a Request-Id' }) });

function inYearsWeKeep(at: Date): boolean {
  const year = at.getUTCFullYear();
  return Number.isFinite(at.getTime()) && year >= 1 && year <= 9999;
}
