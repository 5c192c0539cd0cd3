import { z } from 'zod';
import { identifier, isoDate, optionCode, productCode } from '../catalog/schemas.ts';
import { MAX_RANGE_DAYS } from '../domain/dates.ts';

/**
 * A supplier's `POST /v1/availability_changes`: the product (and option) whose availability changed
 * on `dates`, or on every day `from`–`to` (at most 366). A delegate names the product's owner in
 * `supplier`.
 */
export const AvailabilityChangeBody = z
  .strictObject({
    product: productCode,
    option: optionCode.optional(),
    supplier: identifier.optional(),
    dates: z.array(isoDate).min(1).max(MAX_RANGE_DAYS).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((body) => (body.dates === undefined) === (body.from !== undefined && body.to !== undefined), {
    error: 'either dates or from and to',
  })
  .refine((body) => body.dates === undefined || (body.from === undefined && body.to === undefined), { error: 'either dates or from and to' })
  .meta({
    examples: [
      { product: 'BOAT', dates: ['2026-12-01', '2026-12-02'] },
      { product: 'BOAT', option: 'EN', from: '2026-12-01', to: '2026-12-31' },
    ],
  });

/** Longest page of the feed. */
export const MAX_FEED_PAGE = 1000;

export const AvailabilityChangesQuery = z.object({
  /** The last sequence the agent has: the feed answers the changes after it. Absent: from the oldest kept. */
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_FEED_PAGE).default(100),
});
