/**
 * Travel dates are calendar days (`YYYY-MM-DD`) with no time zone of their own; "today" only
 * exists relative to a product's IANA zone. All arithmetic here runs in UTC on the date strings
 * so the server's local zone and DST changes can never shift a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

/** Longest availability query, inclusive of both ends (DESIGN §5 "validation limits"). */
export const MAX_RANGE_DAYS = 366;

export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const match = ISO_DATE.exec(s);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // PostgreSQL has no year 0: such a date could not be compared in a query.
  if (y < 1) return false;
  // Out-of-range parts roll over (02-30 becomes March 2); a real date survives the round trip.
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isTime(s: unknown): s is string {
  return typeof s === 'string' && TIME.test(s);
}

/** Assumes a valid date; callers check with isIsoDate at the boundary. */
function epochDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDay(date) + days);
}

/** Days from `from` to `to` counting both ends (same day → 1; `to` before `from` → ≤ 0). */
export function dayCount(from: string, to: string): number {
  return epochDay(to) - epochDay(from) + 1;
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const first = epochDay(from);
  const last = epochDay(to);
  const dates: string[] = [];
  for (let day = first; day <= last; day++) dates.push(fromEpochDay(day));
  return dates;
}

export type DateRangeErrorCode = 'INVALID_DATE' | 'INVALID_DATE_RANGE' | 'DATE_RANGE_TOO_LARGE';

export function checkRange(from: unknown, to: unknown): DateRangeErrorCode | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'INVALID_DATE';
  if (to < from) return 'INVALID_DATE_RANGE';
  if (dayCount(from, to) > MAX_RANGE_DAYS) return 'DATE_RANGE_TOO_LARGE';
  return null;
}

// Zone names arrive from requests and differ by case ("utc", "UTC"), so the cache is bounded.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_FORMATTERS = 1000;

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD, which is exactly the contract's date shape.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz === '') return false;
  try {
    dateFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date it is right now in `timeZone` (throws RangeError for an unknown zone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // formatToParts rather than format(): locale data may change separators, the parts do not.
  const parts = dateFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole calendar days from today in the product's zone to the travel date; 0 = today, negative = past. */
export function daysUntil(travelDate: string, timeZone: string, now: Date = new Date()): number {
  return epochDay(travelDate) - epochDay(todayIn(timeZone, now));
}

/**
 * Contract Limits 2: a booking cannot be updated on or after the travel date, so the travel date
 * must still be in the future in the product's own time zone.
 */
export function canUpdate(travelDate: string, timeZone: string, now: Date = new Date()): boolean {
  return daysUntil(travelDate, timeZone, now) > 0;
}

/**
 * DESIGN §5: cancellation is allowed only more than one day before the travel date (product time
 * zone), i.e. not on the day before nor on the day itself — the supplier needs a full day's notice.
 */
export function canCancel(travelDate: string, timeZone: string, now: Date = new Date()): boolean {
  return daysUntil(travelDate, timeZone, now) > 1;
}
