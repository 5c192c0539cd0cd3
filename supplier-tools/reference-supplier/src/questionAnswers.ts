import { Refusal } from './answers.ts';
import type { Sale } from './catalog.ts';
import type { Counts } from './products.ts';
import { type BookingConfirmationRequest, ticketCount } from './requests.ts';
import type { SaleDeps } from './saleDeps.ts';

/** The answers to booking questions as the marketplace sends them; null when none were sent. */
export type Answers = BookingConfirmationRequest['answers'];

/**
 * The answers a sale brings, checked against the questions its product declares: none to a
 * question not asked (ANSWER_INVALID), every required one answered, per ticket for every ticket
 * (QUESTION_UNANSWERED). The marketplace checks the same before it calls; this supplier does not
 * rely on it. Kept as sent, with the booking.
 */
export function checkedAnswers({ catalog, faults }: SaleDeps, sale: Sale, counts: Counts, answers: Answers): Answers {
  if (faults.has('refuse-answers') && answers !== null) throw new Refusal('INVALID_REQUEST');
  const questions = catalog.questionsOf(sale);
  const given = answers ?? [];
  if (given.some((answer) => !questions.some((q) => q.id === answer.question))) throw new Refusal('ANSWER_INVALID');
  const tickets = ticketCount(counts);
  for (const question of questions.filter((q) => q.required)) {
    const answered = given.filter((answer) => answer.question === question.id);
    const complete =
      question.per === 'booking' ? answered.length > 0 : Array.from({ length: tickets }, (_, i) => i).every((i) => answered.some((a) => a.ticket === i));
    if (!complete) throw new Refusal('QUESTION_UNANSWERED');
  }
  return answers;
}
