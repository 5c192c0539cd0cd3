/**
 * What the API answers, as zod schemas: the OpenAPI document is generated from them, and the test
 * suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 * Presenters build these shapes (src/<area>/present.ts); a change there that is not made here
 * fails the tests that exercise it.
 */
import { z } from 'zod';
import { SUPPLIER_CAPABILITIES } from '../accounts/capabilities.ts';
import { OUTCOME_EVENTS } from '../accounts/schemas.ts';
import { NOTIFICATION_EVENTS } from '../db/entities/Notification.ts';
import { DELIVERY_STATES } from '../notifications/schemas.ts';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';
import { CANCELLERS, MAX_CANCELLATION_MESSAGE, SUPPLIER_CANCELLATION_REASONS } from '../domain/supplierCancellation.ts';
import { QUESTION_SCOPES, QUESTION_TYPES } from '../domain/bookingQuestions.ts';

const isoDate = z.string().meta({ format: 'date', example: '2026-12-01' });
const isoDateTime = z.string().meta({ format: 'date-time' });
const slotTime = z.string().meta({ description: 'HH:MM, local to the product', example: '10:00' });
const money = z.number().meta({ description: 'In major units of the currency (e.g. euros)' });
const counts = Object.fromEntries(TICKET_TYPES.map((t) => [t, z.number().int().min(0)])) as Record<(typeof TICKET_TYPES)[number], z.ZodNumber>;
const customer = z.record(z.string(), z.string()).meta({ description: 'first_name, last_name, email, mobile, language, country: all optional strings' });

export const ErrorBody = z.strictObject({ error: z.string() }).meta({ id: 'Error', description: 'Every error: exactly one field, a code.' });
export const Empty = z.strictObject({}).meta({ id: 'Empty' });

const capabilities = z.array(z.enum(SUPPLIER_CAPABILITIES));
export const PublicAccount = z
  .strictObject({
    name: z.string(),
    email: z.string(),
    verified: z.boolean(),
    domain: z.string().nullable(),
    capabilities: capabilities.meta({
      description:
        'What the supplier’s callbacks do beyond the contract, as it declared them (PATCH /v1/account `capabilities`). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension); without it that call is 400 NOT_SUPPORTED. Empty: the contract’s calls only',
    }),
    availability_ttl_seconds: z.number().int().min(0).max(300).meta({
      description:
        'How long, in seconds, this supplier lets its availability answers be served without asking it again (0: every read asks it). Our own sales drop the days they touch at once',
    }),
    availability_pushed_at: isoDateTime.nullable().meta({
      description:
        'When this supplier last pushed an availability change it made outside the marketplace (POST /v1/availability_changes), to the minute; null: it never has. A supplier that pushes keeps kept answers, the feed and availability.updated notices true to changes made at its own desk',
    }),
  })
  .meta({
    id: 'PublicAccount',
    description: 'Anyone may look an account up: who it is and, for a supplier, what agents need to decide whether to sell its products',
  });
export const OwnAccount = z
  .strictObject({
    name: z.string(),
    email: z.string(),
    callback_url: z.string().meta({ description: 'URL password masked' }),
    notification_url: z.string().meta({ description: 'URL password masked' }),
    verified: z.boolean(),
    domain: z.string().nullable(),
    currency: z.string(),
    outcome_notifications: z
      .array(z.enum(OUTCOME_EVENTS))
      .meta({ description: 'Events whose final outcome is posted to notification_url after the API answered 503' }),
    availability_agent_independent: z.boolean().meta({
      description:
        'A supplier’s declaration that its GET /availability answers do not depend on the `agent` asking: identical requests from different agents in flight at the same time then share one call (each agent still gets its own promotions and access check). False by default: the `agent` parameter always reaches the supplier',
    }),
    availability_ttl_seconds: z.number().int().min(0).max(300).meta({
      description:
        'How long, in seconds, this supplier’s availability answers may be served to agents without asking it again (per day, per agent unless availability_agent_independent); 0, the default, asks it every time. Our own reservations, bookings, updates, cancellations, releases and expiries, and the supplier’s POST /v1/availability_changes, drop the days they touch at once',
    }),
    previous_token_expires: z.iso.datetime().nullable().meta({
      description: 'Until when the token a rotation replaced goes on working (POST /v1/account/token `grace_seconds`); null when none does',
    }),
    capabilities: z.array(z.enum(SUPPLIER_CAPABILITIES)).meta({
      description:
        'What this supplier’s callbacks do beyond the contract (PATCH /v1/account `capabilities`, the whole list). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension), and we call its POST {callback_url}/reservation_extension. Empty by default: no such call is ever made',
    }),
    availability_notifications: z.boolean().meta({
      description:
        'An agent’s opt-in to signed `availability.updated` notifications (POST {notification_url}/availability.updated) when availability changes on a product it may sell: one per product every few seconds, with every date. Off by default; the feed GET /v1/availability_changes has every change either way',
    }),
    test_callback_url: z.string().nullable().meta({
      description:
        'Test mode: where calls made with test credentials to this account’s callbacks go (its staging system; URL password masked). Null: the built-in simulated supplier answers them. Test mode never writes to callback_url',
    }),
    test_notification_url: z.string().nullable().meta({
      description:
        'Test mode: where this account’s test notifications go (URL password masked). Null: they are recorded in the test delivery log (`not_sent`), never sent',
    }),
    test_token_issued: z.boolean().meta({ description: 'Whether the account has a test token (POST /v1/account/test_token issues or rotates one)' }),
    previous_test_token_expires: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the test token a rotation replaced goes on working; null when none does' }),
  })
  .meta({ id: 'OwnAccount' });
export const CreatedAccount = OwnAccount.extend({
  token: z.string().meta({ description: 'Live mode’s token, `tmk_…`; shown only here' }),
  test_token: z.string().meta({ description: 'Test mode’s token, `tmk_test_…`: requests made with it run in test mode, apart from live; shown only here' }),
}).meta({ id: 'CreatedAccount' });
export const Token = z.strictObject({ token: z.string().meta({ description: 'Starts with `tmk_`' }) }).meta({ id: 'Token' });
export const RotatedToken = z
  .strictObject({
    token: z.string().meta({ description: 'Starts with `tmk_`; shown only here' }),
    previous_token_expires: z.iso.datetime().nullable().meta({ description: 'Until when the old token goes on working; null: it stopped at once' }),
  })
  .meta({ id: 'RotatedToken', examples: [{ token: 'tmk_3q2-7wEXAMPLEonlyNOTaREALtokenAAAAAAAAAAAA', previous_token_expires: '2026-11-25T15:00:00.000Z' }] });
export const RotatedTestToken = z
  .strictObject({
    test_token: z.string().meta({ description: 'Starts with `tmk_test_`; shown only here' }),
    previous_test_token_expires: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the old test token goes on working; null: it stopped at once (or there was none)' }),
  })
  .meta({
    id: 'RotatedTestToken',
    examples: [{ test_token: 'tmk_test_9fK-EXAMPLEonlyNOTaREALtokenAAAAAAAAAAA', previous_test_token_expires: null }],
  });
export const TestDataWiped = z
  .strictObject({
    deleted: z.strictObject({
      reservations: z.number().int(),
      bookings: z.number().int(),
      notifications: z.number().int(),
      requests: z.number().int(),
      idempotency_keys: z.number().int(),
      availability_changes: z.number().int(),
      simulated_records: z.number().int(),
    }),
    kept_in_flight: z
      .strictObject({ reservations: z.number().int(), bookings: z.number().int() })
      .meta({ description: 'Held reservations and bookings with a step in flight: a workflow still acts on them, so they stay; wipe again once they settle' }),
  })
  .meta({ id: 'TestDataWiped' });
export const Verified = z.strictObject({ verified: z.literal(true) });
export const GrantedAgent = z.strictObject({ agent: z.string(), name: z.string() });
export const GrantedAgents = z.array(z.strictObject({ agent: z.string(), name: z.string(), since: isoDateTime }));
export const GrantingSuppliers = z.array(z.strictObject({ supplier: z.string(), name: z.string(), since: isoDateTime }));

const refundTier = z
  .strictObject({
    hours_before: z.number().int().min(0).meta({ description: 'Applies while the start is at least this many hours away' }),
    percent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'RefundTier' });
export const CancellationTerms = z
  .strictObject({
    cutoff_hours: z.number().int().min(0).meta({ description: 'Cancelling is allowed until this many hours before the start (exclusive)' }),
    refunds: z.array(refundTier).optional().meta({
      description: 'Tiers, `hours_before` strictly descending: the first the time left reaches gives the percent; none: 0%. Absent: 100% until the cut-off',
    }),
  })
  .meta({
    id: 'CancellationTerms',
    description:
      'The supplier’s cancellation terms. The start is the travel date and time (the date’s 00:00 for a whole-day product) in the product’s time zone; hours are real hours (DST-correct)',
  });

export const Question = z
  .strictObject({
    id: z.string().meta({ description: 'What an answer names in `question`' }),
    label: z.string().meta({ description: 'The question, for the customer' }),
    type: z.enum(QUESTION_TYPES).meta({
      description: 'The answer’s `value`: text a non-empty string, number a number, date YYYY-MM-DD, choice one of `choices`, yes_no true or false',
    }),
    choices: z.array(z.string()).optional().meta({ description: 'Only for type choice: the values an answer may take' }),
    required: z.boolean().meta({ description: 'A confirmation without an answer to it is 400 QUESTION_UNANSWERED' }),
    per: z.enum(QUESTION_SCOPES).meta({ description: 'booking: answered once; ticket: answered for each ticket, naming it in `ticket`' }),
  })
  .meta({ id: 'Question', description: 'A booking question the supplier asks (docs/API.md, Booking questions)' });
const questions = z.array(Question);

export const AgentProduct = z
  .strictObject({
    name: z.string(),
    supplier: z.string().nullable(),
    country: z.string(),
    city: z.string(),
    freesale: z.boolean(),
    currency: z.string(),
    options: z.record(
      z.string(),
      z.looseObject({
        name: z.string(),
        cancellation: CancellationTerms.optional().meta({ description: 'The option’s own terms, overriding the product’s; absent: the product’s apply' }),
        questions: questions.optional().meta({ description: 'The option’s own questions, asked after the product’s' }),
      }),
    ),
    cancellation: CancellationTerms.optional().meta({
      description: 'Absent: the supplier declared no terms, and today’s rule applies (more than one day before the travel date, 100%)',
    }),
    questions: questions.optional().meta({
      description: 'The booking questions every booking of the product is asked (an option’s own are asked after them); absent: none',
    }),
    capabilities: capabilities.optional().meta({
      description:
        'What the account serving this product (its delegate, else the owner) supports that applies to selling it: `reservation_extension` (its holds can be extended; products sold with reservations only). Absent: none',
    }),
    availability_ttl_seconds: z.number().int().min(1).max(300).optional().meta({
      description:
        'How long, in seconds, the account serving this product lets its availability answers be served without asking it again (as on GET /v1/account/:id). Absent: 0, every read asks it',
    }),
    availability_pushed_at: isoDateTime.optional().meta({
      description:
        'When the account serving this product last pushed an availability change made outside the marketplace (POST /v1/availability_changes, live), to the minute (as on GET /v1/account/:id). Absent: it never has',
    }),
  })
  .meta({ id: 'Product' });
export const AgentProducts = z.record(z.string(), AgentProduct).meta({ description: 'Keyed by product code' });

const vacancy = z.looseObject({ open: z.boolean(), vacancies: z.number().int().nullable(), tickets: z.record(z.string(), z.string()) });
const pickups = z.union([
  z.record(z.string(), z.looseObject({ address: z.string(), latitude: z.number(), longitude: z.number(), time: z.string() })),
  z.array(z.never()).max(0),
]);
const promotions = z.record(z.string(), z.string()).meta({ description: 'Promotion code to description' });
export const AvailabilityDay = z
  .union([
    z.looseObject({ hours: z.record(z.string(), z.string()), availability: vacancy, pickups: pickups.optional(), promotions }),
    z.looseObject({ times: z.record(z.string(), vacancy.extend({ pickups: pickups.optional(), promotions })) }),
  ])
  .meta({ id: 'AvailabilityDay', description: 'Form A (whole day: hours, availability) or form B (time slots: times), never both' });
export const Availability = z.record(z.string(), AvailabilityDay).meta({ description: 'Keyed by every date of the range, in order' });

const rate = z.strictObject({ rrp: money, net: money });
const rateTable = z.partialRecord(z.enum(TICKET_TYPES), rate);
export const Rates = z.strictObject({ currency: z.string(), rates: rateTable, options: z.record(z.string(), rateTable) }).meta({ id: 'Rates' });
export const UnitPrices = z.partialRecord(z.enum(TICKET_TYPES), z.strictObject({ rrp: money, net: money, discount: money }));
export const Promotion = z
  .strictObject({
    description: z.string(),
    currency: z.string(),
    discount: z.partialRecord(z.enum(TICKET_TYPES), money),
    products: z.array(z.string()),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
  })
  .meta({ id: 'Promotion' });
export const Promotions = z.record(z.string(), Promotion);

const prices = { rrp: money.meta({ description: 'Before discount' }), net: money, discount: money };
export const ReservationAnswer = z.strictObject({ reservation: z.uuid().meta({ description: 'Our id of the hold' }), ...prices }).meta({ id: 'Reservation' });
export const ReservationExtensionAnswer = z
  .strictObject({
    reservation: z.uuid().meta({ description: 'Our id of the hold' }),
    expires: z.iso
      .datetime()
      .meta({ description: 'Until when the seats are now held: the `expires` asked for, or the hold’s own when it already reached that far' }),
  })
  .meta({ id: 'ReservationExtension' });
export const BookingAnswer = z
  .strictObject({
    mobile: z.boolean(),
    reference: z.string().meta({ description: "The supplier's reference" }),
    barcode: z.string(),
    ...prices,
    tickets: z.array(z.strictObject({ type: z.enum(TICKET_TYPES), barcode: z.string() })),
  })
  .meta({ id: 'BookingConfirmation' });

const ticket = z.strictObject({ type: z.enum(TICKET_TYPES), barcode: z.string(), redeemed: z.boolean() });
export const BookingAnswerItem = z
  .strictObject({
    question: z.string(),
    value: z.union([z.string(), z.number(), z.boolean()]),
    ticket: z.number().int().min(0).optional().meta({ description: 'For a question asked per ticket: the ticket’s 0-based position, adults first' }),
  })
  .meta({ id: 'BookingAnswer' });
export const Refund = z
  .strictObject({
    percent: z.number().int().min(0).max(100),
    rrp: money.meta({ description: 'Refunded of what the customer paid (rrp less discount), rounded down to the minor unit' }),
    net: money.meta({ description: 'Refunded of the net (net less discount), rounded down to the minor unit' }),
    tier: refundTier.nullable().meta({ description: 'The tier that gave the percent; null when the terms have no tiers (100%) or none applied (0%)' }),
  })
  .meta({ id: 'Refund', description: 'Computed under the booking’s locked terms when the cancellation was requested' });
/** The notification body (the webhooks carry it) and the base of a booking view. */
export const BookingBody = z
  .strictObject({
    supplier: z.string(),
    supplier_reference: z.string().nullable(),
    agent: z.string(),
    agent_reference: z.string(),
    cancelled: z.boolean(),
    product: z.string(),
    option: z.string().nullable(),
    pickup: z.string().nullable(),
    date: isoDate,
    time: slotTime.nullable(),
    ...counts,
    customer,
    mobile: z.boolean().nullable(),
    barcode: z.string().nullable(),
    tickets: z.array(ticket),
    notes: z.string(),
    answers: z.array(BookingAnswerItem).optional().meta({
      description: 'Only for a booking whose product (or option) asks booking questions: the agent’s answers, as sent',
    }),
    refund: Refund.optional().meta({
      description: 'Only in a booking_cancellation notification of a booking sold under declared cancellation terms: what the cancellation refunds',
    }),
  })
  .meta({ id: 'BookingNotification' });
/** `ticket_redemption`: the booking as right after the scan, the agent's `reference` and the ticket redeemed (one notification per ticket). */
export const RedemptionBody = BookingBody.extend({
  reference: z.string().meta({ description: 'The agent’s reference of the booking' }),
  ticket: z.strictObject({ type: z.enum(TICKET_TYPES), barcode: z.string() }).meta({ description: 'The ticket this notification is about' }),
}).meta({ id: 'TicketRedemptionNotification' });
export const BookingView = BookingBody.extend({
  owner: z.string(),
  status: z.enum(['pending', 'confirmed', 'updating', 'cancelling', 'cancelled', 'failed']),
  product_name: z.string(),
  option_name: z.string().nullable(),
  promotion: z.string().nullable(),
  currency: z.string(),
  ...prices,
  freesale: z.boolean(),
  imported: z.boolean(),
  created_at: isoDateTime,
  confirmed_at: isoDateTime.nullable(),
  cancelled_at: isoDateTime.nullable(),
  cancellation: CancellationTerms.nullable().meta({
    description: 'The terms locked when the booking was confirmed (the option’s, else the product’s); null: none declared, today’s rule',
  }),
  refund: Refund.nullable().meta({
    description:
      'Set when a cancellation under declared terms is requested, and always when the supplier cancels (100%); null otherwise (and after a refused one)',
  }),
  cancelled_by: z.enum(CANCELLERS).nullable().meta({
    description: 'Who cancelled the booking, or is cancelling it: its agent, or its supplier (POST /v1/supplier_booking_cancellation); null: neither',
  }),
  cancellation_reason: z.enum(SUPPLIER_CANCELLATION_REASONS).nullable().meta({ description: 'When the supplier cancelled: why, as a code; null otherwise' }),
  cancellation_message: z
    .string()
    .max(MAX_CANCELLATION_MESSAGE)
    .nullable()
    .meta({ description: 'When the supplier cancelled: its words for the customer, plain text (null: none given)' }),
  answers: z
    .array(BookingAnswerItem)
    .nullable()
    .meta({ description: 'The answers to the booking questions of its product and option, as the agent sent them; null: no question applied' }),
}).meta({ id: 'Booking' });

/** The body of a `booking.cancelled_by_supplier` notification: the booking, plus who cancelled, why, and the refund. */
export const SupplierCancellationNotice = BookingBody.extend({
  cancelled: z.literal(true),
  cancelled_by: z.literal('supplier'),
  reason: z.enum(SUPPLIER_CANCELLATION_REASONS).meta({ description: 'Why the supplier cancelled' }),
  message: z
    .string()
    .max(MAX_CANCELLATION_MESSAGE)
    .nullable()
    .meta({ description: 'The supplier’s words for the customer, plain text (show it as text, never as markup); null: none given' }),
  refund: Refund.meta({ description: 'Always 100% of what was paid (rrp and net less the discount), whatever the booking’s terms; `tier` null' }),
}).meta({ id: 'SupplierCancellationNotification' });

export const CancellationQuote = z
  .strictObject({
    booking: z.string().meta({ description: 'The agent’s reference' }),
    cancellable: z.boolean().meta({ description: 'Whether POST /v1/booking_cancellation would be accepted now' }),
    reason: z
      .enum(['PAST_CUTOFF_DATE', 'TICKET_REDEEMED', 'BOOKING_BUSY'])
      .nullable()
      .meta({ description: 'Why not: the code the cancellation would answer; null when cancellable' }),
    currency: z.string(),
    percent: z.number().int().min(0).max(100).meta({ description: 'Of what was paid; 0 when not cancellable' }),
    refund: z.strictObject({ rrp: money, net: money }).meta({ description: 'Rounded down to the minor unit; 0 when not cancellable' }),
    tier: refundTier.nullable().meta({ description: 'The declared tier that applies; null without tiers, when none applies (0%), or not cancellable' }),
    until: isoDateTime
      .nullable()
      .meta({ description: 'This answer holds up to this instant: the tier’s boundary (still within the tier) or the cut-off; null when not cancellable' }),
    cutoff: isoDateTime.meta({ description: 'Cancelling is allowed strictly before this instant' }),
    cancellation: CancellationTerms.nullable().meta({ description: 'The terms locked at confirmation; null: none declared, today’s rule applies' }),
  })
  .meta({ id: 'CancellationQuote' });
export const BookingViews = z.array(BookingView);

export const RedeemedRecord = z
  .strictObject({
    id: z.string(),
    type: z.enum(['ticket', 'booking']),
    agent: z.string(),
    agent_name: z.string(),
    agent_reference: z.string(),
    supplier: z.string(),
    supplier_name: z.string(),
    supplier_reference: z.string().nullable(),
    status: z.literal('confirmed'),
    freesale: z.boolean(),
    cancelled: z.literal(false),
    cancelled_at: z.null(),
    redeemed: z.literal(true),
    redeemed_at: isoDateTime,
    mobile: z.boolean(),
    product: z.string(),
    product_name: z.string(),
    option: z.string().nullable(),
    option_name: z.string().nullable(),
    date: isoDate,
    time: slotTime.nullable(),
    ...counts,
    customer,
    alias: z.null(),
    barcode: z.string(),
    notes: z.string(),
  })
  .meta({ id: 'RedeemedRecord' });

export const Prefix = z.strictObject({ prefix: z.string() });
export const Prefixes = z.array(z.string());

export const ReconciliationRows = z.array(
  z.strictObject({
    redeemed_at: isoDateTime,
    agent_reference: z.string(),
    supplier_reference: z.string().nullable(),
    product: z.string(),
    product_name: z.string(),
    option: z.string().nullable(),
    date: isoDate,
    ticket_type: z.enum(TICKET_TYPES),
    barcode: z.string(),
    currency: z.string(),
    rrp: money,
    net: money,
    discount: money,
    counterpart: z.string(),
    counterpart_name: z.string(),
  }),
);
export const InvoiceRows = z.array(
  z.strictObject({
    counterpart: z.string(),
    counterpart_name: z.string(),
    product: z.string(),
    product_name: z.string(),
    currency: z.string(),
    tickets: z.number().int(),
    rrp: money,
    net: money,
    discount: money,
  }),
);

export const Health = z.strictObject({ status: z.literal('ok') });

export const Readiness = z
  .strictObject({
    status: z.enum(['ready', 'not ready']),
    postgres: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    temporal: z.string().meta({
      description:
        '`ok`, `unreachable`, `refused: UNAUTHENTICATED` (or `PERMISSION_DENIED`: check the API key or client certificate), `namespace <name> not found`, or `missing search attributes: <names>` (run `npm run ops -- temporal-setup`)',
      examples: ['ok', 'unreachable', 'missing search attributes: MarketplaceAccount, MarketplaceAgent'],
    }),
    draining: z.literal(true).optional().meta({ description: 'Present while this instance shuts down: it answers what it is serving, takes nothing new' }),
    warnings: z.array(z.string()).optional().meta({
      description:
        'Present when this instance was let start without a production setting (`ALLOW_DEV_DEFAULTS=true`): what is missing and what follows, e.g. `WEBHOOK_SECRET_KEY is not set: … notifications go out unsigned`',
    }),
  })
  .meta({ id: 'Readiness' });

export const WebhookSecret = z
  .strictObject({
    webhook_secret: z.string().meta({ description: 'Standard Webhooks secret (`whsec_…`): shown in this answer only' }),
    generation: z.number().int().min(1).meta({
      description: 'This secret’s number: 1 for the account’s first, one more at each rotation. The delivery log’s `signed_with` names secrets by it',
    }),
    previous_secret_expires: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the replaced secret goes on signing beside this one; null if there was none' }),
  })
  .meta({ id: 'WebhookSecret' });

export const Delivery = z
  .strictObject({
    id: z.uuid().meta({ description: 'The notification: also its `webhook-id` and Idempotency-Key' }),
    event: z.enum(NOTIFICATION_EVENTS),
    agent_reference: z.string().nullable(),
    supplier_reference: z.string().nullable(),
    created: z.iso.datetime(),
    status: z.enum(DELIVERY_STATES).meta({ description: 'pending: still retried; failed: its four days of retries ran out' }),
    attempts: z.number().int(),
    last_attempt: z.iso.datetime().nullable(),
    last_status: z
      .string()
      .nullable()
      .meta({ description: 'The receiver’s HTTP status on the last attempt, or why there was none (TIMEOUT, CONNECTION, TLS…)' }),
    signed_with: z
      .array(z.number().int().min(1))
      .nullable()
      .meta({
        description:
          'The generations of your webhook secrets that signed the last attempt, newest first (two during a rotation’s 24 hours); ' +
          '`[]`: sent unsigned, because the account had no webhook secret then; null: not attempted yet, or held back unsent',
      }),
    next_attempt: z.iso.datetime().nullable().meta({ description: 'When the next attempt is due (estimated from the backoff); null once delivered or failed' }),
    delivered: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Delivery' });

export const Deliveries = z.array(Delivery);

// --- Availability changes ------------------------------------------------------------------------

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
      .meta({ description: 'supplier: its push; marketplace: a sale, change, cancellation, release or expiry made here' }),
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
            at: '2026-11-25T10:00:00.000Z',
          },
          {
            sequence: 1042,
            supplier: 'ops@harbour.example',
            product: 'BOAT',
            option: 'EN',
            date: '2026-12-02',
            source: 'marketplace',
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

export const RequestLogEntry = z
  .strictObject({
    id: z.string().meta({ description: 'The Request-Id the answer carried' }),
    method: z.string(),
    path: z.string().meta({ description: 'Path and query as sent, with the values of secret parameters (code, token, …) replaced by `redacted`' }),
    status: z.number().int(),
    error: z.string().nullable().meta({ description: 'The error code of an error answer' }),
    error_detail: z.string().nullable().meta({ description: 'The Error-Detail header of an error answer' }),
    idempotency_key: z.string().nullable(),
    at: z.iso.datetime().meta({ description: 'When the request arrived' }),
    duration_ms: z.number().meta({ description: 'From arrival to the answer, in milliseconds' }),
  })
  .meta({ id: 'RequestLogEntry' });

export const RequestLogPage = z
  .strictObject({
    requests: z.array(RequestLogEntry).meta({ description: 'Newest first' }),
    next: z.string().nullable().meta({ description: 'Pass as `before` for older entries; null on the last page' }),
    has_more: z.boolean(),
  })
  .meta({ id: 'RequestLogPage' });

export const TestNotice = z
  .strictObject({
    event: z.literal('test'),
    account: z.string().meta({ description: 'The account that asked for it (and receives it)' }),
    sent: z.iso.datetime(),
    message: z.string(),
  })
  .meta({
    id: 'TestNotification',
    examples: [
      {
        event: 'test',
        account: 'sales@agency.example',
        sent: '2026-11-25T10:00:00.000Z',
        message: 'A test notification you asked for (POST /v1/notifications/test): nothing happened to any booking.',
      },
    ],
  });
