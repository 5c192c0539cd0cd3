/**
 * Booking questions a supplier may declare per product or option (`questions` in its
 * `GET /products` answer: a passport name per ticket, a hotel for the pickup, a dietary need), and
 * the check of an agent's answers against them. A booking of an option is asked its product's
 * questions and then the option's own (unlike cancellation terms, an option adds to its product:
 * a product-wide question stays asked whichever option is sold).
 *
 * Answers are a list `{question, value, ticket?}`. `ticket` is the 0-based position of the ticket
 * in the order the counts expand (adult, youth, child, infant, senior, student): the first adult
 * is 0, the first child after two adults is 2. It is required for a per-ticket question and
 * refused for a per-booking one. docs/DECISIONS.md says why this shape.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './storableText.ts';
import { MAX_TICKETS, TICKET_TYPES, type Counts, type TicketType } from './ticketTypes.ts';

export const QUESTION_TYPES = ['text', 'number', 'date', 'choice', 'yes_no'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_SCOPES = ['booking', 'ticket'] as const;

/** Per product and per option: more would be a form, not a few questions. */
export const MAX_QUESTIONS = 30;
export const MAX_CHOICES = 50;
/** A question's id: letters, digits, `_`, `-` and `.`, so that Error-Detail can name it as it is. */
export const QUESTION_ID = /^[A-Za-z0-9_.-]{1,64}$/;
export const MAX_LABEL = 300;
export const MAX_CHOICE = 200;
/** The longest text answer, in characters. */
export const MAX_TEXT_ANSWER = 500;
/** Answers per request: every question of a full booking (MAX_TICKETS tickets) is far fewer in practice; the body limit (100 kB) binds first. */
export const MAX_ANSWERS = 1000;

/** One question as stored and shown: `choices` only for type `choice`. */
export type Question = {
  id: string;
  label: string;
  type: QuestionType;
  choices?: string[];
  required: boolean;
  per: 'booking' | 'ticket';
};

export type AnswerValue = string | number | boolean;
/** One answer as the agent sent it, stored with the booking and sent to the supplier as it is. */
export type BookingAnswer = { question: string; value: AnswerValue; ticket?: number };

export const QuestionSchema = z
  .object({
    id: z.string().regex(QUESTION_ID, { error: 'letters, digits, _, - and . only, 1 to 64 characters' }),
    // What the customer is shown: plain text (src/domain/storableText.ts).
    label: z.string().min(1).max(MAX_LABEL).refine(isPlainText, { error: PLAIN_TEXT_RULE }),
    type: z.enum(QUESTION_TYPES),
    choices: z
      .array(z.string().min(1).max(MAX_CHOICE).refine(isPlainText, { error: PLAIN_TEXT_RULE }))
      .max(MAX_CHOICES)
      .nullish(),
    required: z.boolean(),
    per: z.enum(QUESTION_SCOPES),
  })
  .superRefine((question, ctx) => {
    const choices = question.choices ?? null;
    if (question.type === 'choice') {
      if (!choices || choices.length === 0) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'a choice question needs at least one choice' });
      else {
        const repeated = choices.findIndex((choice, i) => choices.indexOf(choice) !== i);
        if (repeated >= 0) ctx.addIssue({ code: 'custom', path: ['choices', repeated], message: 'the same choice twice' });
      }
    } else if (choices !== null) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'only a choice question has choices' });
    }
  });

/** A product's or an option's declaration: at most MAX_QUESTIONS, each id once. */
export const QuestionsSchema = z
  .array(QuestionSchema)
  .max(MAX_QUESTIONS)
  .superRefine((questions, ctx) => {
    const repeated = questions.findIndex((q, i) => questions.findIndex((other) => other.id === q.id) !== i);
    if (repeated >= 0) ctx.addIssue({ code: 'custom', path: [repeated, 'id'], message: 'the same question id twice' });
  });

/** The stored form of a parsed declaration: only the known fields; null when none is declared (an empty list too). */
export function normalizeQuestions(questions: z.infer<typeof QuestionsSchema> | undefined | null): Question[] | null {
  if (!questions || questions.length === 0) return null;
  return questions.map((q) => ({
    id: q.id,
    label: q.label,
    type: q.type,
    ...(q.type === 'choice' ? { choices: [...(q.choices ?? [])] } : {}),
    required: q.required,
    per: q.per,
  }));
}

/** The questions a booking of `optionCode` is asked: its product's, then the option's own. */
export function questionsFor(
  product: { questions?: Question[] | null; options: Record<string, { questions?: Question[] | null }> },
  optionCode: string | null,
): Question[] {
  const option = optionCode === null ? undefined : product.options[optionCode];
  return [...(product.questions ?? []), ...(option?.questions ?? [])];
}

/** The booking's tickets in the order `ticket` counts them: adults first, students last. */
export function ticketOrder(counts: Counts): TicketType[] {
  return TICKET_TYPES.flatMap((type) => Array.from({ length: counts[type] }, () => type));
}

/** What an agent may send in `answers` (the checks against the questions come after). */
export const AnswerSchema = z.strictObject(
  {
    // A schema's `error` names the code of every issue it raises, its checks' included.
    question: z.string({ error: 'ANSWER_INVALID' }).min(1).max(64),
    ticket: z
      .number({ error: 'ANSWER_INVALID' })
      .int()
      .min(0)
      .max(MAX_TICKETS - 1)
      .optional(),
    // A union's own `error` covers only no branch matching: a string too long is the string's issue.
    value: z.union([z.string({ error: 'ANSWER_INVALID' }).max(MAX_TEXT_ANSWER), z.number(), z.boolean()], { error: 'ANSWER_INVALID' }),
  },
  { error: 'ANSWER_INVALID' },
);
export const AnswersSchema = z.array(AnswerSchema, { error: 'ANSWER_INVALID' }).max(MAX_ANSWERS);

export type AnswersRefusal = { code: 'ANSWER_INVALID' | 'QUESTION_UNANSWERED'; detail: string };

const EXPECTED: Record<QuestionType, string> = {
  text: 'text (a non-empty string of plain text: no control characters but line breaks and tabs)',
  number: 'a number',
  date: 'a date, YYYY-MM-DD',
  choice: 'one of its choices',
  yes_no: 'true or false',
};

function fits(question: Question, value: AnswerValue): boolean {
  switch (question.type) {
    case 'text':
      // The one rule for free text the supplier and the customer read (src/domain/storableText.ts).
      return typeof value === 'string' && value.trim().length > 0 && isPlainText(value);
    case 'number':
      // Not a number (a string, a boolean) is not finite either: Number.isFinite does not convert.
      return Number.isFinite(value);
    case 'date':
      return isIsoDate(value);
    case 'choice':
      return question.choices?.includes(value as string) === true;
    case 'yes_no':
      return typeof value === 'boolean';
  }
}

const ticketName = (tickets: TicketType[], index: number) => `ticket ${index} (${tickets[index]})`;

/**
 * Whether `answers` answer `questions` for a booking of `counts`: every answer names a question
 * asked, the right ticket (or none), once, with a value of the question's type, and every
 * required question is answered (per ticket: for every ticket). The first problem found, in the
 * answers' order and then the questions', with a detail naming the question (and ticket); null
 * when they do.
 */
export function checkAnswers(questions: Question[], answers: BookingAnswer[], counts: Counts): AnswersRefusal | null {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const tickets = ticketOrder(counts);
  const seen = new Set<string>();
  const invalid = (detail: string): AnswersRefusal => ({ code: 'ANSWER_INVALID', detail });
  for (const [i, answer] of answers.entries()) {
    const question = byId.get(answer.question);
    // The agent's own text is not repeated: Error-Detail names fields, it never echoes input.
    if (!question) return invalid(`answers[${i}].question: not a question asked for this product and option (GET /v1/products lists its questions)`);
    if (question.per === 'ticket') {
      if (answer.ticket === undefined)
        return invalid(`answers[${i}].ticket: ${question.id} is asked per ticket: name the ticket, 0 to ${tickets.length - 1} (adults first, students last)`);
      if (answer.ticket >= tickets.length)
        return invalid(`answers[${i}].ticket: the booking has ${tickets.length} ticket(s), numbered 0 to ${tickets.length - 1}`);
    } else if (answer.ticket !== undefined) {
      return invalid(`answers[${i}].ticket: ${question.id} is asked once per booking: leave ticket out`);
    }
    const key = `${question.id}/${answer.ticket ?? ''}`;
    if (seen.has(key))
      return invalid(`answers[${i}]: ${question.id} is answered twice${answer.ticket === undefined ? '' : ` for ${ticketName(tickets, answer.ticket)}`}`);
    seen.add(key);
    if (!fits(question, answer.value)) {
      const choices = question.type === 'choice' ? `: ${(question.choices ?? []).join(', ')}` : '';
      return invalid(`answers[${i}].value: ${question.id} expects ${EXPECTED[question.type]}${choices}`);
    }
  }
  for (const question of questions) {
    if (!question.required) continue;
    if (question.per === 'booking') {
      if (!seen.has(`${question.id}/`)) return { code: 'QUESTION_UNANSWERED', detail: `answers: ${question.id} is required` };
      continue;
    }
    const missing = tickets.findIndex((_, index) => !seen.has(`${question.id}/${index}`));
    if (missing >= 0)
      return { code: 'QUESTION_UNANSWERED', detail: `answers: ${question.id} is required for every ticket, missing for ${ticketName(tickets, missing)}` };
  }
  return null;
}

/** The answers as stored and sent: only the known fields, in the order given, `ticket` only when given. */
export function normalizeAnswers(answers: BookingAnswer[]): BookingAnswer[] {
  return answers.map((a) => (a.ticket === undefined ? { question: a.question, value: a.value } : { question: a.question, value: a.value, ticket: a.ticket }));
}
