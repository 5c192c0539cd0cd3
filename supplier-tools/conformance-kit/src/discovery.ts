import { addDays, datesBetween, todayIn } from './contract/dates.ts';
import type { TicketType } from './contract/ticketTypes.ts';
import type { Day } from './contract/availability.ts';
import { answered, ok, statusLine } from './answers.ts';
import { type Checks, skipRest } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import type { Send } from './exchange.ts';
import { FIRST_DAY_AHEAD, KIT_AGENT, TICKETS } from './kitSettings.ts';
import type { KitOptions } from './types.ts';
import { availabilityProblems, productsProblems } from './validators.ts';
import { readQuestions, recordQuestionsDeclared, targetQuestions } from './questions.ts';
import type { Question } from './contract/bookingQuestions.ts';

const SEARCH_DAYS = 14;

/** What the booking flow books: the product, and a date (and slot) with room for it, and the questions a booking of it is asked. */
export type Target = {
  code: string;
  freesale: boolean;
  option: string | null;
  date: string;
  time: string | null;
  type: TicketType;
  timeZone: string;
  questions: Question[];
};

/** Products, authentication and availability (nothing is created); picks what the flow books. */
export async function discover(send: Send, checks: Checks, hasCredentials: boolean, options: KitOptions): Promise<Target | null> {
  const products = await send({ method: 'GET', path: '/products' });
  const productsAnswer = answered(products);

  if (!hasCredentials) {
    checks.record(
      'auth.sent',
      'Basic credentials in callback_url',
      CLAUSES.authSent,
      'warn',
      ['callback_url carries no user:password: the service will call you without credentials'],
      [products],
    );
  } else if (productsAnswer?.status === 401 || productsAnswer?.status === 403) {
    checks.record(
      'auth.sent',
      'Basic credentials in callback_url',
      CLAUSES.authSent,
      'fail',
      [`the credentials of callback_url were refused (${productsAnswer.status})`],
      [products],
    );
  } else {
    checks.record('auth.sent', 'Basic credentials in callback_url', CLAUSES.authSent, 'pass', ['sent with every request'], [products]);
  }
  if (hasCredentials) {
    const none = await send({ method: 'GET', path: '/products', credentials: 'none' });
    const wrong = await send({ method: 'GET', path: '/products', credentials: 'wrong' });
    const accepted = [none, wrong].filter(ok).map((e) => (e === none ? 'no credentials' : 'a wrong password'));
    checks.record(
      'auth.required',
      'Requests without valid credentials are refused',
      CLAUSES.authRequired,
      accepted.length > 0 ? 'warn' : 'pass',
      accepted.length > 0
        ? [`accepted ${accepted.join(' and ')}: anyone who knows the URL can reserve and book`]
        : [`refused: ${statusLine(none)}, ${statusLine(wrong)}`],
      [none, wrong],
    );
  }

  const problems = !productsAnswer ? [statusLine(products)] : productsAnswer.status !== 200 ? [statusLine(products)] : productsProblems(productsAnswer.body);
  const list = problems.length === 0 ? (productsAnswer?.body as Record<string, { freesale: boolean; time_zone: string; options?: unknown }>) : {};
  if (problems.length === 0 && options.product && !Object.hasOwn(list, options.product)) problems.push(`product ${options.product} (--product) is not listed`);
  checks.record(
    'products.shape',
    "GET /products has the contract's shape",
    CLAUSES.products,
    problems.length ? 'fail' : 'pass',
    problems.length ? problems : [`${Object.keys(list).length} product(s)`],
    [products],
  );
  const declared = recordQuestionsDeclared(checks, productsAnswer?.status === 200 ? readQuestions(productsAnswer.body) : null, products);
  if (problems.length) return skipRest(checks, 'needs a valid product list');

  const optionsOf = (c: string) => {
    const options = list[c]?.options;
    return options && typeof options === 'object' && !Array.isArray(options) ? Object.keys(options) : [];
  };
  const asks = (c: string) => targetQuestions(declared, c, optionsOf(c)[0] ?? null).length > 0;
  // Sold with reservations first (the whole flow runs), and among those one that asks questions (so that their answers are tried).
  const code =
    options.product ??
    Object.keys(list).find((c) => !list[c]?.freesale && asks(c)) ??
    Object.keys(list).find((c) => !list[c]?.freesale) ??
    (Object.keys(list)[0] as string);
  const product = list[code]!;
  const option = optionsOf(code)[0] ?? null;
  const today = todayIn(product.time_zone);
  const from = options.date ?? addDays(today, FIRST_DAY_AHEAD);
  const to = addDays(from, options.date ? 0 : SEARCH_DAYS - 1);
  const query = { agent: KIT_AGENT, product: code, option: option ?? undefined, from, to };
  const availability = await send({ method: 'GET', path: '/availability', query });
  const answer = answered(availability);
  const parsed = answer?.status === 200 ? availabilityProblems(answer.body, from, to) : { problems: [statusLine(availability)], days: {} };
  checks.record(
    'availability.shape',
    'GET /availability answers every day of the range, one form per date',
    CLAUSES.availability,
    parsed.problems.length ? 'fail' : 'pass',
    parsed.problems.length ? parsed.problems : [`${datesBetween(from, to).length} day(s) of ${code}${option ? ` option ${option}` : ''}, ${from}..${to}`],
    [availability],
  );
  // A faulty range answer is reported above; the rest of the contract is still worth checking, so
  // the kit looks for a bookable date one day at a time.
  let slot = parsed.problems.length ? null : findSlot(parsed.days);
  if (parsed.problems.length && answer?.status === 200) {
    for (const date of datesBetween(from, to)) {
      const one = answered(await send({ method: 'GET', path: '/availability', query: { ...query, from: date, to: date } }));
      const day = one?.status === 200 ? availabilityProblems(one.body, date, date) : null;
      slot = day && day.problems.length === 0 ? findSlot(day.days) : null;
      if (slot) break;
    }
  }
  if (!slot) {
    // Nothing bookable means none of the booking callbacks was tried: that cannot pass as conforming.
    const why = `no open date with room for ${2 * TICKETS} tickets of ${code} in ${from}..${to}`;
    checks.record('availability.bookable', 'A date to test the booking callbacks on', CLAUSES.availability, 'fail', [
      `${why}: reservations and bookings were not tested; name a date with room with --date (or another product with --product)`,
    ]);
    return skipRest(checks, why);
  }
  return { code, freesale: product.freesale, option, ...slot, timeZone: product.time_zone, questions: targetQuestions(declared, code, option) };
}

/** The first date (and slot) open with room for two reservations, and a ticket type on sale there. */
function findSlot(days: Record<string, Day>): { date: string; time: string | null; type: TicketType } | null {
  const roomy = (entry: { open: boolean; vacancies: number | null; tickets: Partial<Record<TicketType, string>> }) =>
    // null: the supplier does not count (always so for freesale); the kit can still book there.
    entry.open && (entry.vacancies === null || entry.vacancies >= 2 * TICKETS) && Object.keys(entry.tickets).length > 0;
  const typeOf = (tickets: Partial<Record<TicketType, string>>) => (Object.hasOwn(tickets, 'adult') ? 'adult' : (Object.keys(tickets)[0] as TicketType));
  for (const [date, day] of Object.entries(days)) {
    if ('times' in day && day.times) {
      for (const [time, entry] of Object.entries(day.times)) if (roomy(entry)) return { date, time, type: typeOf(entry.tickets) };
    } else if ('availability' in day && day.availability && roomy(day.availability)) {
      return { date, time: null, type: typeOf(day.availability.tickets) };
    }
  }
  return null;
}
