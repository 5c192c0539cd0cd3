/**
 * Rates that vary by travel date, weekday and departure time (issue 43). A product's rate table has
 * its default (`rates`), an option's defaults (`options`), and rules: each rule names a period
 * (`from`..`to`, inclusive), weekdays, departure times, or any mix of the three, for the product or
 * for one option, with a price per ticket type.
 *
 * Which price a ticket gets (docs/API.md "Rates and promotions"):
 * 1. An option's table (its rules, then its default) before the product's (its rules, then its
 *    default): an option prices differently only what it says it does, as before rules existed.
 * 2. Within a table, the most specific rule that matches the travel date and time and prices the
 *    ticket's type: a time beats a weekday, a weekday beats a period, a period beats the default;
 *    a rule naming several of them is ranked by the highest it names, then the next (so a summer
 *    weekend beats a plain weekend, and a time beats any weekday with a period).
 * 3. No rule, no default for the type: NO_RATE.
 *
 * Dates and times are the product's local ones (as every travel date is), so the weekday is the
 * calendar's for the date itself: no zone, no daylight-saving shift can move it.
 */
import { addDays, dayCount } from './dates.ts';
import { TICKET_TYPES, type TicketType } from './ticketTypes.ts';

/** In minor units, as every stored amount. */
export type Rate = { rrp: number; net: number };
export type RateTable = Partial<Record<TicketType, Rate>>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type RateRule = {
  /** The supplier's name for it: what a quote says priced a ticket. */
  name: string;
  /** The option whose table it belongs to; null: the product's. */
  option: string | null;
  /** A period: both or neither, inclusive `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
  weekdays: Weekday[] | null;
  /** Departure times `HH:MM`, local: a whole-day sale (no time) matches none. */
  times: string[] | null;
  rates: RateTable;
};

/** Everything a product's prices depend on, as stored. */
export type RateBook = { rates: RateTable; options: Record<string, RateTable>; rules: RateRule[] };

/** What `rule` a quote names for a default: the product's, or an option's. */
export const DEFAULT_RULE = 'default';
export const optionDefaultRule = (option: string) => `options.${option}`;

const TIME_RANK = 4;
const WEEKDAY_RANK = 2;
const PERIOD_RANK = 1;

/** Higher wins: the dimensions a rule names, as bits (time, weekday, period). */
export function specificity(rule: Pick<RateRule, 'from' | 'weekdays' | 'times'>): number {
  return (rule.times ? TIME_RANK : 0) + (rule.weekdays ? WEEKDAY_RANK : 0) + (rule.from !== null ? PERIOD_RANK : 0);
}

/** The words for a specificity, for the refusal of two rules that tie. */
export function specificityName(rank: number): string {
  const parts = [rank & TIME_RANK ? 'time' : '', rank & WEEKDAY_RANK ? 'weekday' : '', rank & PERIOD_RANK ? 'period' : ''].filter(Boolean);
  return parts.join(' + ');
}

/** The weekday of a calendar date (no zone: the date is already the product's local one). */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday; Date.parse of a date-only ISO string is UTC midnight.
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;
}

/** Whether the rule applies on `date` (and at `time`, null for a whole-day sale). */
export function ruleMatches(rule: RateRule, date: string, time: string | null, weekday: Weekday = weekdayOf(date)): boolean {
  if (rule.from !== null && (date < rule.from || date > (rule.to ?? rule.from))) return false;
  if (rule.weekdays && !rule.weekdays.includes(weekday)) return false;
  if (rule.times && (time === null || !rule.times.includes(time))) return false;
  return true;
}

/** A ticket type's rate and the name of what priced it. */
export type ResolvedRate = Rate & { rule: string };
export type ResolvedTable = Partial<Record<TicketType, ResolvedRate>>;

/**
 * The rate of every ticket type on `date` at `time` for `option` (null: the product), each with the
 * rule that gave it. One pass over the rules: for each type, the matching rule of the highest
 * specificity, an option's before the product's.
 */
export function resolveRates(book: RateBook, sale: { option: string | null; date: string; time: string | null }): ResolvedTable {
  const option = sale.option !== null && Object.hasOwn(book.options, sale.option) ? sale.option : null;
  const weekday = weekdayOf(sale.date);
  // Levels: 0 the product's default, 1..7 the product's rules, 8 the option's default, 9..15 its rules.
  const best: Partial<Record<TicketType, { level: number; rate: ResolvedRate }>> = {};
  const offer = (table: RateTable, level: number, name: string) => {
    for (const type of TICKET_TYPES) {
      const rate = table[type];
      if (!rate) continue;
      const held = best[type];
      if (!held || level > held.level) best[type] = { level, rate: { rrp: rate.rrp, net: rate.net, rule: name } };
    }
  };
  offer(book.rates, 0, DEFAULT_RULE);
  const optionTable = option !== null ? book.options[option] : undefined;
  if (optionTable) offer(optionTable, 8, optionDefaultRule(option!));
  for (const rule of book.rules) {
    if (rule.option !== null && rule.option !== sale.option) continue;
    if (!ruleMatches(rule, sale.date, sale.time, weekday)) continue;
    offer(rule.rates, (rule.option !== null ? 8 : 0) + specificity(rule), rule.name);
  }
  const out: ResolvedTable = {};
  for (const type of TICKET_TYPES) {
    const found = best[type];
    if (found) out[type] = found.rate;
  }
  return out;
}

/** Whether two rules of the same table and specificity can both match one date and time. */
export function rulesOverlap(a: RateRule, b: RateRule): boolean {
  if (a.option !== b.option || specificity(a) !== specificity(b)) return false;
  if (a.times && b.times && !a.times.some((t) => b.times!.includes(t))) return false;
  const days = a.weekdays && b.weekdays ? a.weekdays.filter((d) => b.weekdays!.includes(d)) : null;
  if (days && days.length === 0) return false;
  if (a.from === null || b.from === null) return true;
  const from = a.from > b.from ? a.from : b.from;
  const aTo = a.to ?? a.from;
  const bTo = b.to ?? b.from;
  const to = aTo < bTo ? aTo : bTo;
  if (from > to) return false;
  // Periods shorter than a week may share no day of the shared weekdays.
  if (!days || dayCount(from, to) >= 7) return true;
  for (let date = from; date <= to; date = addDays(date, 1)) if (days.includes(weekdayOf(date))) return true;
  return false;
}

/** The first pair (by position) of rules that tie and overlap, or null. */
export function findOverlap(rules: readonly RateRule[]): [number, number] | null {
  for (let i = 0; i < rules.length; i++) {
    for (let j = i + 1; j < rules.length; j++) if (rulesOverlap(rules[i]!, rules[j]!)) return [i, j];
  }
  return null;
}
