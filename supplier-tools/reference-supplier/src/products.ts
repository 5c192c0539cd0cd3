/**
 * The reference supplier's catalogue: one product for each way the contract lets a product be
 * sold. Replace it with your own products; the rest of the code reads only these definitions.
 */

/** The ticket types the contract allows, in the order answers list tickets. */
export const TICKET_TYPES = ['adult', 'youth', 'child', 'infant', 'senior', 'student'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export type Counts = Record<TicketType, number>;

export type Pickup = { address: string; latitude: number; longitude: number; time: string };

/** Sold for the whole day (availability form A): `hours` maps opening time to closing time. */
type WholeDay = { kind: 'whole-day'; hours: Record<string, string> };
/** Sold per departure (availability form B): slot time `HH:MM` to the pickups serving it. */
type TimeSlots = { kind: 'time-slots'; slots: Record<string, Record<string, Pickup>> };

export type Product = {
  name: string;
  /** ISO 3166-1 country code and UN/LOCODE city, as `/products` answers them. */
  country: string;
  city: string;
  /** Dates and slot times are local to the product: cut-offs are computed in this zone. */
  timeZone: string;
  /** Option code to name; empty when the product has no options. */
  options: Record<string, string>;
  /** Ticket types on sale, each with the conditions the customer must meet. */
  tickets: Partial<Record<TicketType, string>>;
  /** Seats per day (whole-day) or per slot (time slots); null for a freesale product, which is never counted. */
  capacity: number | null;
  schedule: WholeDay | TimeSlots;
  /**
   * Cancellation terms, declared in `/products` only when the supplier is started with them
   * (`cancellationTerms`, `--cancellation-terms`): `cutoff_hours` before the start (the slot, or the
   * day's 00:00) cancelling is allowed until; `refunds` tiers, `hours_before` strictly descending.
   * Without terms the marketplace's default applies: more than one day before the date, 100%.
   */
  cancellation?: { cutoff_hours: number; refunds?: { hours_before: number; percent: number }[] };
  /**
   * Booking questions, declared in `/products` only when the supplier is started with them
   * (`bookingQuestions`, `--booking-questions`). Agents answer them on confirmation and update; the
   * answers arrive as `answers` ({question, value, ticket?}, `ticket` the 0-based position of the
   * ticket, adults first), only for a product that declared questions.
   */
  questions?: Question[];
};

export type Question = {
  id: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'choice' | 'yes_no';
  choices?: string[];
  required: boolean;
  per: 'booking' | 'ticket';
};

const CENTRAL_STATION = { address: 'Stationsplein 1, Amsterdam (at the IJ side exit)', latitude: 52.3791, longitude: 4.9003 };
const MUSEUMPLEIN = { address: 'Museumplein, Amsterdam (in front of the Rijksmuseum)', latitude: 52.3584, longitude: 4.8811 };

export const PRODUCTS: Record<string, Product> = {
  // Whole day, sold with reservations, one option.
  'CANAL-PASS': {
    name: 'Canal pass, hop-on hop-off for a day',
    country: 'NL',
    city: 'NLAMS',
    timeZone: 'Europe/Amsterdam',
    options: { ALL_LINES: 'All lines' },
    tickets: { adult: 'Age 13 and over', child: 'Age 4 to 12' },
    capacity: 40,
    schedule: { kind: 'whole-day', hours: { '09:00': '18:00' } },
  },
  // Time slots, sold with reservations, no options, pickups before each departure.
  'HARBOUR-TOUR': {
    name: 'Harbour tour by boat',
    country: 'NL',
    city: 'NLAMS',
    timeZone: 'Europe/Amsterdam',
    options: {},
    tickets: { adult: 'Age 13 and over', child: 'Age 4 to 12', senior: 'Age 65 and over, with ID' },
    capacity: 12,
    // Until 2 hours before departure: all back from 48 hours before, half from 24 hours, nothing after.
    cancellation: {
      cutoff_hours: 2,
      refunds: [
        { hours_before: 48, percent: 100 },
        { hours_before: 24, percent: 50 },
      ],
    },
    // The boat's manifest needs every passenger's name; the guide's language is chosen per booking.
    questions: [
      { id: 'passenger_name', label: 'Full name of the passenger, as on their ID', type: 'text', required: true, per: 'ticket' },
      { id: 'language', label: 'Language of the commentary', type: 'choice', choices: ['English', 'Dutch', 'German'], required: true, per: 'booking' },
      { id: 'wheelchair', label: 'Does anyone in the party use a wheelchair?', type: 'yes_no', required: false, per: 'booking' },
    ],
    schedule: {
      kind: 'time-slots',
      slots: {
        '10:00': { 'Central Station': { ...CENTRAL_STATION, time: '09:30' }, Museumplein: { ...MUSEUMPLEIN, time: '09:15' } },
        '14:00': { 'Central Station': { ...CENTRAL_STATION, time: '13:30' }, Museumplein: { ...MUSEUMPLEIN, time: '13:15' } },
      },
    },
  },
  // Freesale: no reservations, no capacity; availability says only whether it is open.
  'MUSEUM-ENTRY': {
    name: 'Museum entry',
    country: 'NL',
    city: 'NLAMS',
    timeZone: 'Europe/Amsterdam',
    options: {},
    tickets: { adult: 'Age 18 and over', youth: 'Age 13 to 17', child: 'Age 12 and under' },
    capacity: null,
    schedule: { kind: 'whole-day', hours: { '10:00': '17:00' } },
  },
};
