import { Refusal } from './answers.ts';
import { datesBetween, localDateTime } from './dates.ts';
import type { Faults } from './faults.ts';
import { type Counts, type Pickup, PRODUCTS, type Product, type Question, TICKET_TYPES } from './products.ts';
import type { Store } from './store.ts';

/** What a reservation or booking asks for, checked against the catalogue. */
export type Sale = { code: string; product: Product; option: string | null; time: string | null; pickup: string | null };

export type Catalog = ReturnType<typeof createCatalog>;

/** Capacity is counted per date and slot (time null for a whole day). */
const slotKey = (date: string, time: string | null) => `${date} ${time ?? ''}`;

type CatalogOptions = { cancellationTerms?: boolean; bookingQuestions?: boolean };

/** Seats taken on each day and slot of a range, by `slotKey`. */
function seatsTaken(store: Store, code: string, from: string, to: string, now: Date): Map<string, number> {
  return new Map(store.seatsTaken(code, from, to, now.getTime()).map((row) => [slotKey(row.date, row.time), row.seats]));
}

/**
 * Sold until the day ends (whole day) or the slot departs, in the product's time zone. A
 * reservation past this point is PAST_CUTOFF_DATE; availability shows the day or slot closed.
 */
function isPastCutoff(product: Product, date: string, time: string | null, now: Date): boolean {
  const local = localDateTime(product.timeZone, now);
  return date < local.date || (date === local.date && time !== null && time <= local.time);
}

/** Dates and slots an operator closed (POST /admin/stock), by `slotKey`; a whole day closed has time null. */
function closures(store: Store, code: string, from: string, to: string): Set<string> {
  return new Set(store.closures(code, from, to).map((row) => slotKey(row.date, row.time)));
}

/** A whole day closed closes each of its slots too. */
const isClosed = (closed: Set<string>, date: string, time: string | null) =>
  closed.has(slotKey(date, null)) || (time !== null && closed.has(slotKey(date, time)));

function vacancy(product: Product, date: string, time: string | null, taken: Map<string, number>, closed: Set<string>, now: Date) {
  return {
    open: !isPastCutoff(product, date, time, now) && !isClosed(closed, date, time),
    // A freesale product is never counted: its availability says only whether it is open.
    vacancies: product.capacity === null ? null : Math.max(0, product.capacity - (taken.get(slotKey(date, time)) ?? 0)),
    tickets: product.tickets,
  };
}

/** One day in the form its product is sold in: form A (whole day) or form B (time slots), never both. */
function day(product: Product, date: string, taken: Map<string, number>, closed: Set<string>, now: Date) {
  const { schedule } = product;
  if (schedule.kind === 'whole-day') {
    return { hours: schedule.hours, availability: vacancy(product, date, null, taken, closed, now), pickups: [] };
  }
  const times = Object.entries(schedule.slots).map(([time, pickups]) => [time, { ...vacancy(product, date, time, taken, closed, now), pickups }]);
  return { times: Object.fromEntries(times) };
}

function findProduct(code: string, option: string | null): Product {
  const product = Object.hasOwn(PRODUCTS, code) ? PRODUCTS[code] : undefined;
  if (!product || (option !== null && !Object.hasOwn(product.options, option))) throw new Refusal('NOT_AVAILABLE');
  return product;
}

/** The pickups serving a whole day (none) or a slot; undefined when the product is not sold at that time. */
function pickupsAt(product: Product, time: string | null): Record<string, Pickup> | undefined {
  if (product.schedule.kind === 'whole-day') return time === null ? {} : undefined;
  return time === null || !Object.hasOwn(product.schedule.slots, time) ? undefined : product.schedule.slots[time];
}

/** `GET /products`: keyed by product code, with `time_zone` (the callback's shape, no `currency`). */
function productList(options: CatalogOptions): Record<string, unknown> {
  const entries = Object.entries(PRODUCTS).map(([code, product]) => [
    code,
    {
      name: product.name,
      supplier: null,
      country: product.country,
      city: product.city,
      freesale: product.capacity === null,
      time_zone: product.timeZone,
      options: Object.fromEntries(Object.entries(product.options).map(([option, name]) => [option, { name }])),
      // Sold per departure: say so, so that agents know before they ask availability that a sale
      // names one, and the marketplace's simulated supplier (test mode) answers in these slots.
      ...(product.schedule.kind === 'time-slots' ? { time_slots: Object.keys(product.schedule.slots).sort() } : {}),
      // Declared only when asked to: otherwise the answer is exactly that of a supplier with no terms.
      ...(options.cancellationTerms && product.cancellation ? { cancellation: product.cancellation } : {}),
      ...(options.bookingQuestions && product.questions ? { questions: product.questions } : {}),
    },
  ]);
  return Object.fromEntries(entries);
}

/** Products, availability and capacity: what can be sold, and how much of it is left. */
export function createCatalog(store: Store, faults: Faults, options: CatalogOptions = {}) {
  return {
    products: () => productList(options),

    /**
     * `GET /availability`: every date of the range, both ends included, as the contract requires.
     * Capacity is per day or slot, shared by the product's options, so `option` only has to exist.
     */
    availability(query: { product: string; option: string | null; from: string; to: string }, now: Date): Record<string, unknown> {
      const product = findProduct(query.product, query.option);
      const taken = seatsTaken(store, query.product, query.from, query.to, now);
      const closed = closures(store, query.product, query.from, query.to);
      let dates = datesBetween(query.from, query.to);
      if (faults.has('skip-day')) dates = dates.filter((_, index) => index !== 1);
      return Object.fromEntries(dates.map((date) => [date, day(product, date, taken, closed, now)]));
    },

    /**
     * The product, option, slot and pickup a request names, if all exist and every ticket type
     * asked for is on sale: NOT_AVAILABLE otherwise. A product with options needs one chosen.
     */
    sale(request: { product: string; option: string | null; time: string | null; pickup: string | null; counts: Counts }): Sale {
      const product = findProduct(request.product, request.option);
      const pickups = pickupsAt(product, request.time);
      const sellable =
        (request.option !== null || Object.keys(product.options).length === 0) &&
        pickups !== undefined &&
        (request.pickup === null || Object.hasOwn(pickups, request.pickup)) &&
        TICKET_TYPES.every((type) => request.counts[type] === 0 || product.tickets[type] !== undefined);
      if (!sellable) throw new Refusal('NOT_AVAILABLE');
      return { code: request.product, product, option: request.option, time: request.time, pickup: request.pickup };
    },

    /** The questions a sale's product asks, as `/products` declares them (none when started without). */
    questionsOf(sale: Sale): Question[] {
      return options.bookingQuestions ? (sale.product.questions ?? []) : [];
    },

    isPastCutoff(sale: Sale, date: string, now: Date): boolean {
      return isPastCutoff(sale.product, date, sale.time, now);
    },

    /** Closed by the supplier's operator: nothing more is sold there (held seats stay guaranteed). */
    isClosed(sale: Sale, date: string): boolean {
      return isClosed(closures(store, sale.code, date, date), date, sale.time);
    },

    /** Seats left for a sale on a date; null for a freesale product, which is not counted. */
    vacancies(sale: Sale, date: string, now: Date): number | null {
      // A closure changes whether the day is open, not the count: no closures needed here.
      return vacancy(sale.product, date, sale.time, seatsTaken(store, sale.code, date, date, now), new Set(), now).vacancies;
    },
  };
}
