/**
 * The one story every example of the agent OpenAPI document tells, so that the values of one
 * operation's example turn up again in the next: the supplier Harbour Boat Tours
 * (`ops@harbour.example`) sells its boat tour `BOAT` (options `EN`, `NL`; departures at 10:00 and
 * 14:00 from Central Station, Amsterdam) through the agent Sunny Travel (`sales@agency.example`),
 * which holds seats for 2 adults and a child on 2026-12-01, books them as `AG-1042`, and the
 * supplier scans the tickets on the day. Amounts are in major units of EUR.
 *
 * Tokens, secrets, codes and passwords here are fakes that say so (`EXAMPLE`): never a real one.
 */
import type { ErrorCode } from '../../errors.ts';

/** A named example, as OpenAPI's Example Object has it. */
export type Example = { summary: string; description?: string; value: unknown };

/** A parameter's value, in the type its schema renders (numbers as numbers). */
export type ParamValue = string | number | boolean;

/** One operation's examples; document.ts renders them, test/openapi/examples.test.ts checks them. */
export type OperationExamples = {
  /** Path parameters, by name: every one the path has. */
  params?: Record<string, ParamValue>;
  /** Query parameters, by name: a typical request. */
  query?: Record<string, ParamValue>;
  /** Request bodies, by example name (the key of the media type's `examples`). */
  body?: Record<string, Example>;
  /** The success answer. */
  answer: Example;
  /** The refusal a client most often meets: `{"error": code}` at the code's status. */
  error: { code: ErrorCode; summary: string };
};

/** `'post /reservation'`: an operation's key, its method and Koa path. */
export type OperationKey = `${'get' | 'post' | 'put' | 'patch' | 'delete'} /${string}`;

export type ExamplesByOperation = Partial<Record<OperationKey, OperationExamples>>;

// --- The cast -----------------------------------------------------------------------------------

export const SUPPLIER = 'ops@harbour.example';
export const SUPPLIER_NAME = 'Harbour Boat Tours';
export const AGENT = 'sales@agency.example';
export const AGENT_NAME = 'Sunny Travel';

/** Obviously fake credentials: they must never look like real ones. */
export const FAKE = {
  token: 'tmk_EXAMPLEonlyNOTaREALtoken0000000000000000000',
  newToken: 'tmk_EXAMPLEonlyNOTaREALtoken1111111111111111111',
  testToken: 'tmk_test_EXAMPLEonlyNOTaREALtoken00000000000000000',
  newTestToken: 'tmk_test_EXAMPLEonlyNOTaREALtoken11111111111111111',
  verificationCode: 'EXAMPLE-verification-code-not-a-real-one',
  resetCode: 'EXAMPLE-reset-code-not-a-real-one',
  webhookSecret: 'whsec_EXAMPLEonlyNOTaREALsecret0000000000',
  callbackPassword: 'EXAMPLE-password',
} as const;

// --- The product --------------------------------------------------------------------------------

export const PRODUCT = 'BOAT';
export const PRODUCT_NAME = 'Harbour tour by boat';
export const OPTION = 'EN';
export const OPTION_NAME = 'English commentary';
export const OPTIONS = { EN: { name: OPTION_NAME }, NL: { name: 'Dutch commentary' } };
/**
 * The tour's cancellation terms (GET /products `cancellation`): cancellable until 24 hours before
 * the departure; 100% back 72 hours or more before it, 50% from 48 hours, nothing after.
 */
export const CANCELLATION_TERMS = {
  cutoff_hours: 24,
  refunds: [
    { hours_before: 72, percent: 100 },
    { hours_before: 48, percent: 50 },
  ],
};
/**
 * The tour's booking questions (GET /products `questions`): the boat's manifest needs every
 * passenger's name, and a hotel pickup may be asked for once per booking.
 */
export const QUESTIONS = [
  { id: 'passenger_name', label: 'Full name of the passenger, as on their ID', type: 'text', required: true, per: 'ticket' },
  { id: 'hotel_pickup', label: 'Pick the party up at its hotel?', type: 'yes_no', required: false, per: 'booking' },
];
/** The answers of AG-1042: tickets in the order the counts expand, the two adults (0, 1) and then the child (2). */
export const ANSWERS = [
  { question: 'passenger_name', value: 'Ana Lopez', ticket: 0 },
  { question: 'passenger_name', value: 'Jorge Lopez', ticket: 1 },
  { question: 'passenger_name', value: 'Lucia Lopez', ticket: 2 },
  { question: 'hotel_pickup', value: false },
];
/** After the update adds a third adult, who becomes ticket 2: the child moves to 3. */
export const UPDATED_ANSWERS = [
  { question: 'passenger_name', value: 'Ana Lopez', ticket: 0 },
  { question: 'passenger_name', value: 'Jorge Lopez', ticket: 1 },
  { question: 'passenger_name', value: 'Marta Ruiz', ticket: 2 },
  { question: 'passenger_name', value: 'Lucia Lopez', ticket: 3 },
  { question: 'hotel_pickup', value: false },
];
export const DATE = '2026-12-01';
export const NEXT_DATE = '2026-12-02';
export const TIME = '10:00';
/** The tour's departures, as its supplier declares them (`time_slots`). */
export const TIME_SLOTS = [TIME, '14:00'];
export const TIME_ZONE = 'Europe/Amsterdam';
export const PICKUP = 'Central Station';
export const CURRENCY = 'EUR';
export const TICKET_CONDITIONS = { adult: 'Age 13 and over', child: 'Age 4 to 12' };
export const PICKUPS_AT_10 = {
  'Central Station': { address: 'Stationsplein 1, Amsterdam (at the IJ side exit)', latitude: 52.3791, longitude: 4.9003, time: '09:30' },
};
export const PICKUPS_AT_14 = {
  'Central Station': { address: 'Stationsplein 1, Amsterdam (at the IJ side exit)', latitude: 52.3791, longitude: 4.9003, time: '13:30' },
};

/** The product's rates: per ticket, before any promotion; option EN overrides the adult rate. */
export const RATES = { adult: { rrp: 25, net: 20 }, child: { rrp: 12.5, net: 10 } };
export const OPTION_RATES = { EN: { adult: { rrp: 27.5, net: 22 } } };

export const PROMOTION = 'WINTER10';
export const PROMOTION_DESCRIPTION = 'Winter on the water: 2.50 off each adult ticket';
export const PROMOTION_BODY = {
  description: PROMOTION_DESCRIPTION,
  currency: CURRENCY,
  discount: { adult: 2.5 },
  products: [PRODUCT],
  from: '2026-12-01',
  to: '2026-12-31',
};

// --- The sale -----------------------------------------------------------------------------------

/** Our id of the agent's hold (a UUID). */
export const RESERVATION = '3f1c2a9e-7b4d-4e2f-9a61-0c8d5b2e4f17';
/** The hold for the adult an update adds. */
export const UPDATE_RESERVATION = '8d2e6b1f-0a3c-4f59-b7e4-21c9d6a08f35';
export const AGENT_REFERENCE = 'AG-1042';
export const SUPPLIER_REFERENCE = 'HBT-7KQ2MX';
export const BARCODE_PREFIX = 'HBT';
export const BOOKING_BARCODE = 'HBT7KQ2MX4NP8';
export const TICKET_BARCODES = ['HBT4N8QZK2WRT', 'HBT9XH3MP7CVD', 'HBT2BFL6YT8GJ'] as const;
export const ADDED_TICKET_BARCODE = 'HBT6RMW3JD5KE';
export const TICKET_ID = 'c4a7e2d9-5b1f-4e86-a3d0-9f2b7c6e1a54';
export const NOTIFICATION_ID = 'b5e0c7d2-4a91-4f3e-8c27-6d1e9f0a3b58';
export const IDEMPOTENCY_KEY = '5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04';
export const TEST_NOTIFICATION_ID = '0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90';
/** The Request-Id of the agent's refused reservation. */
export const REQUEST_ID = 'e3b1c9a4-6f2d-4b8e-9c05-1a7d3f8e2b60';

/** 2 adults (option EN: 27.50 rrp, 22 net each, 2.50 off with WINTER10) and a child (12.50, 10). */
export const PRICES = { rrp: 67.5, net: 54, discount: 5 };
/** After the update adds a third adult. */
export const UPDATED_PRICES = { rrp: 95, net: 76, discount: 7.5 };
export const COUNTS = { adult: 2, youth: 0, child: 1, infant: 0, senior: 0, student: 0 };
export const CUSTOMER = { first_name: 'Ana', last_name: 'Lopez', email: 'ana.lopez@mail.example', mobile: '+31 6 12345678', language: 'en', country: 'ES' };
export const NOTES = 'One guest uses a wheelchair';

export const CREATED_AT = '2026-11-25T10:15:00.412Z';
export const CONFIRMED_AT = '2026-11-25T10:15:02.120Z';
export const REDEEMED_AT = '2026-12-01T08:55:12.345Z';

/** The booking as notifications carry it, right after the confirmation. */
export const BOOKING_BODY = {
  supplier: SUPPLIER,
  supplier_reference: SUPPLIER_REFERENCE,
  agent: AGENT,
  agent_reference: AGENT_REFERENCE,
  cancelled: false,
  product: PRODUCT,
  option: OPTION,
  pickup: PICKUP,
  date: DATE,
  time: TIME,
  ...COUNTS,
  customer: CUSTOMER,
  mobile: true,
  barcode: BOOKING_BARCODE,
  tickets: [
    { type: 'adult', barcode: TICKET_BARCODES[0], redeemed: false },
    { type: 'adult', barcode: TICKET_BARCODES[1], redeemed: false },
    { type: 'child', barcode: TICKET_BARCODES[2], redeemed: false },
  ],
  notes: NOTES,
  answers: ANSWERS,
};

/** The booking as `GET /v1/bookings` shows it. */
export const BOOKING_VIEW = {
  ...BOOKING_BODY,
  owner: SUPPLIER,
  status: 'confirmed',
  product_name: PRODUCT_NAME,
  option_name: OPTION_NAME,
  promotion: PROMOTION,
  currency: CURRENCY,
  ...PRICES,
  freesale: false,
  imported: false,
  created_at: CREATED_AT,
  confirmed_at: CONFIRMED_AT,
  cancelled_at: null,
  cancellation: CANCELLATION_TERMS,
  refund: null,
  cancelled_by: null,
  cancellation_reason: null,
  cancellation_message: null,
};
