/**
 * What a supplier's answers must look like, as pure functions over the answers: the kit runs them
 * against a live supplier, and tests can run them against any answer. Each schema is the one the
 * service itself parses with, so "passes the kit" means "the service can use the answer".
 */
import type { z } from 'zod';
import { BookingAnswer, ReservationAnswer, ticketsMatchCounts } from './contract/supplierAnswers.ts';
import { SupplierProducts } from './contract/products.ts';
import { supplierIssues } from './contract/supplierIssues.ts';
import { parseSupplierAvailability, type Day } from './contract/availability.ts';
import type { Counts } from './contract/ticketTypes.ts';
import { LookupAnswer } from './contract/lookup.ts';

/** Every issue zod found, `path: message`, at most `limit` of them. */
function issues(error: z.ZodError, limit = 10): string[] {
  return supplierIssues(error)
    .slice(0, limit)
    .map((issue) => `${issue.path}: ${issue.message}`);
}

export function productsProblems(body: unknown): string[] {
  const parsed = SupplierProducts.safeParse(body);
  if (!parsed.success) return issues(parsed.error);
  return Object.keys(parsed.data).length === 0 ? ['no products: the kit needs one to test with'] : [];
}

export function availabilityProblems(body: unknown, from: string, to: string): { problems: string[]; days: Record<string, Day> } {
  const parsed = parseSupplierAvailability(body, from, to);
  return parsed.ok ? { problems: [], days: parsed.days } : { problems: [parsed.reason], days: {} };
}

/** The vacancy figure for a date (and slot): a number, null (not counted), or undefined (no such date or slot). */
export function vacanciesAt(days: Record<string, Day>, date: string, time: string | null): number | null | undefined {
  const day = days[date];
  if (!day) return undefined;
  if ('times' in day && day.times) return time ? day.times[time]?.vacancies : undefined;
  return 'availability' in day && day.availability ? day.availability.vacancies : undefined;
}

export function reservationProblems(body: unknown): string[] {
  const parsed = ReservationAnswer.safeParse(body);
  return parsed.success ? [] : issues(parsed.error);
}

/** A confirmation's or update's answer: the contract's fields, one ticket per requested ticket. */
export function bookingAnswerProblems(body: unknown, counts: Counts): string[] {
  const parsed = BookingAnswer.safeParse(body);
  if (!parsed.success) return issues(parsed.error);
  const problems: string[] = [];
  const requested = Object.entries(counts).filter(([, n]) => n > 0);
  if (!ticketsMatchCounts(parsed.data.tickets, counts)) {
    const got = parsed.data.tickets.map((t) => t.type).join(', ') || 'none';
    problems.push(
      `tickets: expected one per requested ticket (${requested.map(([t, n]) => `${n} ${t}`).join(', ')}), got ${parsed.data.tickets.length} (${got})`,
    );
  }
  return problems;
}

/** Two tickets with one barcode: allowed by the contract and the service, but a scan cannot tell them apart (a warning). */
export function sharesBarcodes(body: unknown): boolean {
  const parsed = BookingAnswer.safeParse(body);
  if (!parsed.success) return false;
  const barcodes = parsed.data.tickets.map((t) => t.barcode);
  return new Set(barcodes).size !== barcodes.length;
}

export function lookupProblems(body: unknown, barcode: string): string[] {
  const parsed = LookupAnswer.safeParse(body);
  if (!parsed.success) return issues(parsed.error);
  const known = [parsed.data.barcode, ...parsed.data.tickets.map((t) => t.barcode)];
  return known.includes(barcode) ? [] : [`the answer names neither the booking barcode nor a ticket barcode ${barcode}`];
}

/** Contract "Errors": HTTP 400 with a JSON body holding the single field `error` (a string code). */
export function errorShapeProblems(status: number, body: unknown): string[] {
  const problems: string[] = [];
  if (status !== 400) problems.push(`status ${status}, expected 400`);
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : null;
  if (!fields) problems.push('the body is not a JSON object');
  else if (fields.length !== 1 || typeof (body as { error?: unknown }).error !== 'string') {
    problems.push(`the body must hold exactly one field, "error" (a string); it holds ${JSON.stringify(fields)}`);
  }
  return problems;
}

/**
 * Headers a replay may legitimately change: they describe the connection or the moment, not the
 * answer (RFC 9110 hop-by-hop fields, `date`, and `keep-alive`).
 */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** How a replayed answer differs from the first: status, headers, body bytes. Empty when identical. */
export function replayDifferences(
  first: { status: number; headers: Record<string, string>; text: string },
  again: { status: number; headers: Record<string, string>; text: string },
): string[] {
  const differences: string[] = [];
  if (first.status !== again.status) differences.push(`status ${first.status} then ${again.status}`);
  const names = new Set([...Object.keys(first.headers), ...Object.keys(again.headers)].filter((name) => !PER_CONNECTION.has(name)));
  for (const name of names) {
    if (first.headers[name] !== again.headers[name])
      differences.push(`header ${name}: ${JSON.stringify(first.headers[name])} then ${JSON.stringify(again.headers[name])}`);
  }
  if (first.text !== again.text) differences.push(`body ${JSON.stringify(first.text.slice(0, 200))} then ${JSON.stringify(again.text.slice(0, 200))}`);
  return differences;
}
