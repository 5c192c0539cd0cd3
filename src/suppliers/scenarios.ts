/**
 * Test-Scenario: how a test-mode request makes the simulated supplier (or our delivery of its
 * notifications) behave as a real one may, on demand and deterministically, so that an agent sees
 * exactly the answer it would see live. One table: the API validates the header with it, the
 * simulator acts on it, docs/API.md and the OpenAPI document print it.
 */

/** The header a test-mode request names its scenario in. */
export const SCENARIO_HEADER = 'Test-Scenario';

/** The operations a scenario may ride on, and the callback (or delivery) it then acts on. */
export const SCENARIO_CALLBACKS = {
  availability: '/availability',
  reservation: '/reservation',
  reservation_extension: '/reservation_extension',
  booking_confirmation: '/booking_confirmation',
  booking_update: '/booking_update',
  booking_cancellation: '/booking_cancellation',
  redeem_booking: '/barcode_lookup',
} as const;
export type ScenarioOperation = keyof typeof SCENARIO_CALLBACKS;

/** What a booking step's notifications are remembered under: the deliveries, not a callback. */
export const NOTIFICATIONS_CALLBACK = 'notifications';

type Argument = { kind: 'none' } | { kind: 'seconds'; max: number } | { kind: 'ms'; max: number } | { kind: 'code' };

type Definition = {
  argument: Argument;
  on: readonly ScenarioOperation[];
  /** What the simulated supplier (or our delivery) does. */
  does: string;
  /** What the agent then sees. */
  sees: string;
};

const WRITES = ['reservation', 'reservation_extension', 'booking_confirmation', 'booking_update', 'booking_cancellation'] as const;
const CALLS = ['availability', ...WRITES, 'redeem_booking'] as const;

export const SCENARIOS = {
  sold_out: {
    argument: { kind: 'none' },
    on: ['reservation', 'booking_confirmation', 'booking_update'],
    does: 'refuses: 400 `{"error":"SOLD_OUT"}`',
    sees: '400 `SOLD_OUT`; nothing held or booked',
  },
  not_available: {
    argument: { kind: 'none' },
    on: ['reservation', 'booking_confirmation', 'booking_update'],
    does: 'refuses: 400 `{"error":"NOT_AVAILABLE"}`',
    sees: '400 `NOT_AVAILABLE`',
  },
  past_cutoff: {
    argument: { kind: 'none' },
    on: ['reservation', 'booking_confirmation', 'booking_update'],
    does: 'refuses: 400 `{"error":"PAST_CUTOFF_DATE"}`',
    sees: "400 `PAST_CUTOFF_DATE` (the supplier's own cut-off)",
  },
  refuse: {
    argument: { kind: 'code' },
    on: WRITES,
    does: 'refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation',
    sees: 'that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was',
  },
  supplier_down: {
    argument: { kind: 'seconds', max: 600 },
    on: CALLS,
    does: 'answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over)',
    sees: '503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live)',
  },
  supplier_error: {
    argument: { kind: 'none' },
    on: CALLS,
    does: 'answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed)',
    sees: '502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live)',
  },
  slow: {
    argument: { kind: 'ms', max: 30_000 },
    on: CALLS,
    does: 'answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once',
    sees: 'the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live)',
  },
  receiver_down: {
    argument: { kind: 'seconds', max: 600 },
    on: ['booking_confirmation', 'booking_update', 'booking_cancellation'],
    does: 'our delivery of this step’s notifications fails for N seconds from when they were queued (attempts logged `503 SIMULATED`), then goes through',
    sees: 'the delivery log (GET /v1/notifications) with failed attempts and the next attempt, then `delivered` (or `not_sent` without a test_notification_url)',
  },
  barcode_unknown: {
    argument: { kind: 'none' },
    on: ['redeem_booking'],
    does: 'answers the barcode look-up 400 `{"error":"BARCODE_INVALID"}`',
    sees: '400 `BARCODE_INVALID` for a barcode unknown to the marketplace that matches a registered prefix (by default the simulator answers such a look-up with a one-ticket booking for today)',
  },
} as const satisfies Record<string, Definition>;

export type ScenarioName = keyof typeof SCENARIOS;
/** A scenario as a request names it: `supplier_down=10` is `{ name: 'supplier_down', value: 10 }`. */
export type Scenario = { name: ScenarioName; value: number | string | null };

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** The header as text, for the simulator and the scenario store. */
export function formatScenario(scenario: Scenario): string {
  return scenario.value === null ? scenario.name : `${scenario.name}=${scenario.value}`;
}

/** The header parsed for `operation`, or why it cannot be used there. */
export function parseScenario(header: string, operation: ScenarioOperation | undefined): Scenario | { problem: string } {
  const [name = '', value, ...extra] = header.trim().split('=');
  const known = `known: ${Object.keys(SCENARIOS).join(', ')}`;
  // An empty header is refused, never read as no header (docs/API.md: the header is never ignored).
  if (name === '' && value === undefined) return { problem: `${SCENARIO_HEADER}: empty; name a scenario (${known}), or send no header` };
  // What was sent is not repeated: Error-Detail names fields, it never echoes input.
  if (!Object.hasOwn(SCENARIOS, name)) return { problem: `${SCENARIO_HEADER}: not a scenario (${known}; names are lower case)` };
  const definition: Definition = SCENARIOS[name as ScenarioName];
  if (!operation || !definition.on.includes(operation)) {
    return { problem: `${SCENARIO_HEADER}: ${name} does not apply here (it applies to: ${definition.on.join(', ')})` };
  }
  if (extra.length > 0) return { problem: `${SCENARIO_HEADER}: one "=" at most` };
  const scenarioName = name as ScenarioName;
  switch (definition.argument.kind) {
    case 'none':
      return value === undefined ? { name: scenarioName, value: null } : { problem: `${SCENARIO_HEADER}: ${name} takes no value` };
    case 'code':
      return value !== undefined && CODE.test(value) && value.length <= 64
        ? { name: scenarioName, value }
        : { problem: `${SCENARIO_HEADER}: ${name}=CODE, an error code in SCREAMING_SNAKE_CASE` };
    default: {
      const n = Number(value);
      const unit = definition.argument.kind === 'seconds' ? 'seconds' : 'milliseconds';
      // Digits only: Number() would also take `1e3`, `0x10`, `+5` and ` 5`.
      return value !== undefined && /^\d{1,9}$/.test(value) && n >= 1 && n <= definition.argument.max
        ? { name: scenarioName, value: n }
        : { problem: `${SCENARIO_HEADER}: ${name}=N, N whole ${unit} from 1 to ${definition.argument.max}` };
    }
  }
}

/** The header as the simulator gets it, back to a scenario (it was checked when the request arrived). */
export function scenarioOf(text: string | null | undefined): Scenario | null {
  if (!text) return null;
  const [name = '', value] = text.split('=');
  if (!Object.hasOwn(SCENARIOS, name)) return null;
  const definition: Definition = SCENARIOS[name as ScenarioName];
  return { name: name as ScenarioName, value: value === undefined ? null : definition.argument.kind === 'code' ? value : Number(value) };
}
