import type { Booking, Product } from '../db/entities/index.ts';
import { type BookingAnswer, checkAnswers, normalizeAnswers, questionsFor } from '../domain/bookingQuestions.ts';
import { TICKET_TYPES, type Counts } from '../domain/ticketTypes.ts';
import { ApiError } from '../errors.ts';

/**
 * The answers a booking of `optionCode` and `counts` stores: the agent's, once they answer the
 * questions its product and option ask (else 400 ANSWER_INVALID or QUESTION_UNANSWERED, the
 * Error-Detail naming the question and ticket); null when no question applies and none was
 * answered — the supplier's callbacks then carry no `answers` at all.
 */
export function settleAnswers(
  product: Product,
  optionCode: string | null,
  answers: BookingAnswer[] | undefined,
  counts: Counts,
  kept = false,
): BookingAnswer[] | null {
  const questions = questionsFor(product, optionCode);
  const given = answers ?? [];
  const refusal = checkAnswers(questions, given, counts);
  if (refusal) {
    // Answers the agent did not send in this request: say whose they are and how to replace them.
    const detail = kept ? `${refusal.detail} (the booking's answers, kept: send answers to replace them)` : refusal.detail;
    throw new ApiError(refusal.code, { detail });
  }
  return questions.length === 0 ? null : normalizeAnswers(given);
}

/**
 * The answers a booking has after an update: those sent with it (all of them: they replace the
 * booking's), else the booking's own, less those to questions no longer asked, checked against the
 * product's questions of now for the booking as changed. A per-ticket answer names its ticket by
 * position, so once the tickets change the booking's own cannot be kept: the update must send them.
 */
export function answersAfterUpdate(
  booking: Booking,
  product: Product,
  next: { optionCode: string | null; counts: Counts },
  sent: BookingAnswer[] | undefined,
): BookingAnswer[] | null {
  if (sent !== undefined) return settleAnswers(product, next.optionCode, sent, next.counts);
  const asked = new Set(questionsFor(product, next.optionCode).map((q) => q.id));
  const kept = (booking.answers ?? []).filter((answer) => asked.has(answer.question));
  const ticketsChange = TICKET_TYPES.some((t) => next.counts[t] !== booking[t]);
  if (ticketsChange && kept.some((answer) => answer.ticket !== undefined))
    throw new ApiError('ANSWER_INVALID', {
      detail: 'answers: the tickets change, and the booking answers questions per ticket by position: send answers for the new tickets with the update',
    });
  return settleAnswers(product, next.optionCode, kept, next.counts, true);
}
