/** Examples of the catalog, availability, rate and promotion operations (see story.ts). */
import {
  CANCELLATION_TERMS,
  CURRENCY,
  DATE,
  type ExamplesByOperation,
  NEXT_DATE,
  OPTION,
  OPTION_RATES,
  OPTIONS,
  PICKUP,
  PICKUPS_AT_10,
  PICKUPS_AT_14,
  PRODUCT,
  PRODUCT_NAME,
  PROMOTION,
  PROMOTION_BODY,
  PROMOTION_DESCRIPTION,
  QUESTIONS,
  RATES,
  SUPPLIER,
  TICKET_CONDITIONS,
  TIME,
  TIME_SLOTS,
  TIME_ZONE,
} from './story.ts';

const PROMOTIONS = { [PROMOTION]: PROMOTION_DESCRIPTION };

/** A departure of the time-slot form: `vacancies` seats left of 12. */
const slot = (vacancies: number, pickups: typeof PICKUPS_AT_10) => ({ open: true, vacancies, tickets: TICKET_CONDITIONS, pickups, promotions: PROMOTIONS });

const RULES_BODY = [
  { name: 'december', from: '2026-12-01', to: '2026-12-31', rates: { adult: { rrp: 27.5, net: 22 }, child: { rrp: 12.5, net: 10 } } },
  { name: 'weekend', weekdays: ['sat', 'sun'], rates: { adult: { rrp: 30, net: 24 } } },
  { name: 'sunset', times: ['18:00'], rates: { adult: { rrp: 35, net: 28 }, child: { rrp: 17.5, net: 14 } } },
  { name: 'EN weekend', option: OPTION, weekdays: ['sat', 'sun'], rates: { adult: { rrp: 32.5, net: 26 } } },
];
const RULE_TABLE = {
  currency: CURRENCY,
  rates: RATES,
  options: OPTION_RATES,
  rules: RULES_BODY.map((rule) => ({ option: null, from: null, to: null, weekdays: null, times: null, ...rule })),
};
const QUOTE = {
  quote: '7c1e4b2a-9d3f-4e58-b6a0-2f8c5d1e9a37',
  expires: '2026-11-25T10:30:00.000Z',
  items: [
    {
      item: 0,
      supplier: SUPPLIER,
      product: PRODUCT,
      option: OPTION,
      date: DATE,
      time: TIME,
      promotion: PROMOTION,
      currency: CURRENCY,
      rrp: 67.5,
      net: 54,
      discount: 5,
      tickets: [
        { type: 'adult', count: 2, currency: CURRENCY, rrp: 27.5, net: 22, discount: 2.5, rule: 'options.EN' },
        { type: 'child', count: 1, currency: CURRENCY, rrp: 12.5, net: 10, discount: 0, rule: 'december' },
      ],
    },
    {
      item: 1,
      supplier: SUPPLIER,
      product: 'MUSEUM',
      option: null,
      date: NEXT_DATE,
      time: null,
      promotion: null,
      currency: CURRENCY,
      rrp: 15,
      net: 12,
      discount: 0,
      tickets: [{ type: 'adult', count: 1, currency: CURRENCY, rrp: 15, net: 12, discount: 0, rule: 'default' }],
    },
  ],
  totals: [{ currency: CURRENCY, rrp: 82.5, net: 66, discount: 5 }],
};

export const CATALOG_EXAMPLES: ExamplesByOperation = {
  'get /products': {
    query: { supplier: SUPPLIER },
    answer: {
      summary:
        'The supplier’s products, keyed by code: the tour’s time zone and departures (a hold names one in `time`), its cancellation terms, the questions its bookings must answer, that its holds can be extended, and that its supplier keeps availability for a minute and pushes changes made at its desk',
      value: {
        [PRODUCT]: {
          name: PRODUCT_NAME,
          supplier: null,
          country: 'NL',
          city: 'NLAMS',
          freesale: false,
          currency: CURRENCY,
          time_zone: TIME_ZONE,
          options: OPTIONS,
          time_slots: TIME_SLOTS,
          cancellation: CANCELLATION_TERMS,
          questions: QUESTIONS,
          capabilities: ['reservation_extension'],
          availability_ttl_seconds: 60,
          availability_pushed_at: '2026-11-25T09:58:00.000Z',
        },
      },
    },
    error: { code: 'FORBIDDEN', summary: 'The supplier has not granted the caller access (or does not exist)' },
  },
  'get /availability': {
    query: { supplier: SUPPLIER, product: PRODUCT, option: OPTION, from: DATE, to: NEXT_DATE },
    answer: {
      summary: 'Two days of departures (the time-slot form), with the promotion valid on them',
      value: {
        [DATE]: { times: { [TIME]: slot(9, PICKUPS_AT_10), '14:00': slot(12, PICKUPS_AT_14) } },
        [NEXT_DATE]: { times: { [TIME]: slot(0, PICKUPS_AT_10), '14:00': slot(4, PICKUPS_AT_14) } },
      },
    },
    error: { code: 'PRODUCT_NOT_FOUND', summary: 'The supplier has no such product' },
  },
  'post /availability_changes': {
    body: {
      dates: { summary: 'Days of one option changed', value: { product: PRODUCT, option: OPTION, dates: [DATE, NEXT_DATE] } },
      range: { summary: 'Every day of December, any option', value: { product: PRODUCT, from: '2026-12-01', to: '2026-12-31' } },
    },
    answer: {
      summary: 'Recorded, and dropped from the cache',
      value: { supplier: SUPPLIER, product: PRODUCT, option: OPTION, dates: [DATE, NEXT_DATE], sequence: 1042 },
    },
    error: { code: 'FORBIDDEN', summary: 'Another account’s product' },
  },
  'get /availability_changes': {
    query: { since: 1040, limit: 100 },
    answer: {
      summary: 'The changes after 1040: the supplier’s push, then a sale made here',
      value: {
        changes: [
          {
            sequence: 1041,
            supplier: SUPPLIER,
            product: PRODUCT,
            option: null,
            date: DATE,
            source: 'supplier',
            kind: 'availability',
            at: '2026-11-25T10:00:00.000Z',
          },
          {
            sequence: 1042,
            supplier: SUPPLIER,
            product: PRODUCT,
            option: OPTION,
            date: NEXT_DATE,
            source: 'marketplace',
            kind: 'availability',
            at: '2026-11-25T10:00:01.250Z',
          },
          {
            sequence: 1043,
            supplier: SUPPLIER,
            product: PRODUCT,
            option: null,
            date: '2026-11-25',
            source: 'supplier',
            kind: 'rates',
            at: '2026-11-25T10:02:00.000Z',
          },
        ],
        next: 1043,
        has_more: false,
      },
    },
    error: { code: 'CURSOR_EXPIRED', summary: 'The cursor is older than the 7 days of changes kept' },
  },
  'get /rates': {
    query: { supplier: SUPPLIER, product: PRODUCT, option: OPTION, date: DATE, time: TIME, pickup: PICKUP, promotion: PROMOTION },
    answer: {
      summary: 'Per-ticket prices of option EN at 10:00 on 1 December with WINTER10: its own adult rate, the product’s December rate for a child',
      value: {
        adult: { rrp: 27.5, net: 22, discount: 2.5, currency: CURRENCY, rule: 'options.EN' },
        child: { rrp: 12.5, net: 10, discount: 0, currency: CURRENCY, rule: 'december' },
      },
    },
    error: { code: 'PROMOTION_INVALID', summary: 'Unknown promotion, or not valid for this product or date' },
  },
  'put /rates/:product': {
    params: { product: PRODUCT },
    body: {
      rates: { summary: 'Adult and child rates; option EN costs more for adults', value: { rates: RATES, options: OPTION_RATES } },
      seasons: {
        summary: 'The same, plus December, weekends, the 18:00 sunset departure and English weekends',
        value: { rates: RATES, options: OPTION_RATES, rules: RULES_BODY },
      },
    },
    answer: { summary: 'The rate table with its rules, in the owner’s currency', value: RULE_TABLE },
    error: {
      code: 'RATE_RULES_OVERLAP',
      summary: 'Two rules of the same specificity match one date and time (Error-Detail: rules[1] and rules[4]: both weekday …)',
    },
  },
  'get /rates/:product': {
    params: { product: PRODUCT },
    answer: { summary: 'The rate table (with `Accept: text/csv`, one row per rule and ticket type)', value: RULE_TABLE },
    error: { code: 'RATES_NOT_FOUND', summary: 'No rates saved for this product' },
  },
  'post /quotes': {
    body: {
      basket: {
        summary: 'The 10:00 English tour for 2 adults and a child with WINTER10, and a museum pass the next day',
        value: {
          items: [
            { supplier: SUPPLIER, product: PRODUCT, option: OPTION, date: DATE, time: TIME, promotion: PROMOTION, adult: 2, child: 1 },
            { supplier: SUPPLIER, product: 'MUSEUM', date: NEXT_DATE, adult: 1 },
          ],
        },
      },
    },
    answer: { summary: 'Each item priced, per ticket and in total, with the rule that priced each; valid for 30 minutes', value: QUOTE },
    error: { code: 'NO_RATE', summary: 'A ticket type asked for has no price on that date (Error-Detail names the item)' },
  },
  'put /promotions/:code': {
    params: { code: PROMOTION },
    body: {
      promotion: {
        summary: '2.50 off each adult ticket on the boat tour in December',
        value: { description: PROMOTION_DESCRIPTION, discount: { adult: 2.5 }, products: [PRODUCT], from: '2026-12-01', to: '2026-12-31' },
      },
    },
    answer: { summary: 'The promotion, in the owner’s currency', value: PROMOTION_BODY },
    error: { code: 'INVALID_DATE_RANGE', summary: '`from` is after `to`' },
  },
  'delete /promotions/:code': {
    params: { code: PROMOTION },
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: { summary: 'Deleted (or there was none)', value: {} },
    error: { code: 'INVALID_REQUEST', summary: 'A code with characters other than letters, digits, `_` and `-`' },
  },
  'get /promotions': {
    answer: { summary: 'The caller’s promotions, by code', value: { [PROMOTION]: PROMOTION_BODY } },
    error: { code: 'UNAUTHORIZED', summary: 'No credentials, or a wrong identifier or token' },
  },
};
