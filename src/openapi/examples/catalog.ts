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

const RATE_TABLE = { currency: CURRENCY, rates: RATES, options: OPTION_RATES };

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
          { sequence: 1041, supplier: SUPPLIER, product: PRODUCT, option: null, date: DATE, source: 'supplier', at: '2026-11-25T10:00:00.000Z' },
          { sequence: 1042, supplier: SUPPLIER, product: PRODUCT, option: OPTION, date: NEXT_DATE, source: 'marketplace', at: '2026-11-25T10:00:01.250Z' },
        ],
        next: 1042,
        has_more: false,
      },
    },
    error: { code: 'CURSOR_EXPIRED', summary: 'The cursor is older than the 7 days of changes kept' },
  },
  'get /rates': {
    query: { supplier: SUPPLIER, product: PRODUCT, option: OPTION, date: DATE, time: TIME, pickup: PICKUP, promotion: PROMOTION },
    answer: {
      summary: 'Per-ticket prices of option EN with WINTER10',
      value: { adult: { rrp: 27.5, net: 22, discount: 2.5 }, child: { rrp: 12.5, net: 10, discount: 0 } },
    },
    error: { code: 'PROMOTION_INVALID', summary: 'Unknown promotion, or not valid for this product or date' },
  },
  'put /rates/:product': {
    params: { product: PRODUCT },
    body: { rates: { summary: 'Adult and child rates; option EN costs more for adults', value: { rates: RATES, options: OPTION_RATES } } },
    answer: { summary: 'The rate table, in the owner’s currency', value: RATE_TABLE },
    error: { code: 'INVALID_AMOUNT', summary: 'An amount below 0 or with more decimals than the currency' },
  },
  'get /rates/:product': {
    params: { product: PRODUCT },
    answer: { summary: 'The rate table', value: RATE_TABLE },
    error: { code: 'RATES_NOT_FOUND', summary: 'No rates saved for this product' },
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
