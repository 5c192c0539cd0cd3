/**
 * What the API answers about availability changes: the push, the feed and the notice, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { currency, isoDate } from '../answerFields.ts';

export const PushedChange = z
  .strictObject({
    supplier: z.string().meta({ description: 'The product’s owner' }),
    product: z.string(),
    option: z.string().nullable().meta({ description: 'The option named; null: any option' }),
    dates: z.array(isoDate).meta({ description: 'Every date recorded, in order' }),
    sequence: z.number().int().positive().meta({ description: 'The last change recorded' }),
  })
  .meta({
    id: 'PushedChange',
    examples: [{ supplier: 'ops@harbour.example', product: 'BOAT', option: null, dates: ['2026-12-01', '2026-12-02'], sequence: 1042 }],
  });

export const FeedChange = z
  .strictObject({
    sequence: z.number().int().meta({ description: 'Strictly increasing, in commit order; numbers of changes the agent may not see are skipped' }),
    supplier: z.string(),
    product: z.string(),
    option: z.string().nullable().meta({ description: 'The option the supplier named; null: any option' }),
    date: isoDate,
    source: z
      .enum(['supplier', 'marketplace'])
      .meta({ description: 'supplier: its push or its new rates; marketplace: a sale, change, cancellation, release or expiry made here' }),
    kind: z.enum(['availability', 'rates']).meta({
      description:
        'availability: the seats of `date` changed; rates: the supplier replaced its rate table, and prices from `date` (today in the product’s zone) on may differ',
    }),
    at: z.iso.datetime(),
  })
  .meta({ id: 'AvailabilityChange' });

export const ChangeFeed = z
  .strictObject({
    changes: z.array(FeedChange),
    next: z.number().int().meta({ description: 'Pass as `since` for the changes after these' }),
    has_more: z.boolean().meta({ description: 'More changes wait after `next`: ask again at once' }),
  })
  .meta({
    id: 'AvailabilityChangeFeed',
    examples: [
      {
        changes: [
          {
            sequence: 1041,
            supplier: 'ops@harbour.example',
            product: 'BOAT',
            option: null,
            date: '2026-12-01',
            source: 'supplier',
            kind: 'availability',
            at: '2026-11-25T10:00:00.000Z',
          },
          {
            sequence: 1042,
            supplier: 'ops@harbour.example',
            product: 'BOAT',
            option: 'EN',
            date: '2026-12-02',
            source: 'marketplace',
            kind: 'availability',
            at: '2026-11-25T10:00:01.250Z',
          },
        ],
        next: 1042,
        has_more: false,
      },
    ],
  });

export const AvailabilityNotice = z
  .strictObject({
    supplier: z.string(),
    product: z.string(),
    option: z.string().nullable().meta({ description: 'The option every gathered change named; null: any option may have changed' }),
    dates: z.array(isoDate).meta({ description: 'Every date that changed, in order' }),
    sequence: z.number().int().meta({
      description:
        'The number of the last change of this product announced. Not a cursor (products are gathered apart and may arrive out of order): when it is above your own cursor, read GET /v1/availability_changes?since=<your cursor>',
    }),
  })
  .meta({
    id: 'AvailabilityNotice',
    examples: [{ supplier: 'ops@harbour.example', product: 'BOAT', option: null, dates: ['2026-12-01', '2026-12-02'], sequence: 1042 }],
  });

export const RatesNotice = z
  .strictObject({
    supplier: z.string(),
    product: z.string(),
    currency: currency.meta({ description: 'The currency the product is priced in' }),
    from: isoDate.meta({ description: 'Prices of travel dates from this one on may have changed (today in the product’s zone when the table changed)' }),
    sequence: z.number().int().meta({ description: 'The number of the change in GET /v1/availability_changes (an entry of kind `rates`); not a cursor' }),
  })
  .meta({
    id: 'RatesNotice',
    examples: [{ supplier: 'ops@harbour.example', product: 'BOAT', currency: 'EUR', from: '2026-11-28', sequence: 1043 }],
  });
