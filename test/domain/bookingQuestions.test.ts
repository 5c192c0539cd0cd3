/**
 * The booking questions' rules, stack-free (mutation-tested: docs/TESTING.md): what a declaration
 * may say, how it is stored, which questions a booking is asked, and the check of an agent's
 * answers with the exact refusal it gives.
 */
import assert from 'node:assert/strict';
import {
  AnswerSchema,
  AnswersSchema,
  type BookingAnswer,
  checkAnswers,
  MAX_ANSWERS,
  MAX_CHOICES,
  MAX_QUESTIONS,
  MAX_TEXT_ANSWER,
  normalizeAnswers,
  normalizeQuestions,
  type Question,
  QuestionSchema,
  QuestionsSchema,
  questionsFor,
  ticketOrder,
} from '../../src/domain/bookingQuestions.ts';
import type { Counts } from '../../src/domain/ticketTypes.ts';

const counts = (partial: Partial<Counts>): Counts => ({ adult: 0, youth: 0, child: 0, infant: 0, senior: 0, student: 0, ...partial });

const NAME: Question = { id: 'passenger_name', label: 'Name', type: 'text', required: true, per: 'ticket' };
const WEIGHT: Question = { id: 'weight_kg', label: 'Weight', type: 'number', required: true, per: 'ticket' };
const BIRTH: Question = { id: 'birth_date', label: 'Born', type: 'date', required: false, per: 'ticket' };
const MEAL: Question = { id: 'meal', label: 'Meal', type: 'choice', choices: ['veg', 'fish'], required: true, per: 'booking' };
const HOTEL: Question = { id: 'hotel', label: 'Hotel', type: 'text', required: false, per: 'booking' };
const INSURED: Question = { id: 'insured', label: 'Insured?', type: 'yes_no', required: true, per: 'booking' };
const ALL = [NAME, WEIGHT, BIRTH, MEAL, HOTEL, INSURED];

/** The issues of a failed parse as `path: message`. */
function problems(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

describe('domain: booking questions', function () {
  describe('a declaration', function () {
    it('takes each type, `choices` on a choice question only, and `required` and `per` always', function () {
      for (const question of ALL) assert.deepEqual(problems(QuestionSchema, question), [], question.id);
      assert.deepEqual(problems(QuestionSchema, { ...HOTEL, choices: null }), []);
      assert.deepEqual(problems(QuestionSchema, { ...MEAL, choices: undefined }), ['choices: a choice question needs at least one choice']);
      assert.deepEqual(problems(QuestionSchema, { ...MEAL, choices: [] }), ['choices: a choice question needs at least one choice']);
      assert.deepEqual(problems(QuestionSchema, { ...MEAL, choices: ['veg', 'fish', 'veg'] }), ['choices.2: the same choice twice']);
      assert.deepEqual(problems(QuestionSchema, { ...HOTEL, choices: ['a'] }), ['choices: only a choice question has choices']);
      assert.deepEqual(problems(QuestionSchema, { ...HOTEL, choices: [] }), ['choices: only a choice question has choices']);
      assert.deepEqual(problems(QuestionSchema, { ...MEAL, choices: Array.from({ length: MAX_CHOICES }, (_, i) => `c${i}`) }), []);
      assert.equal(problems(QuestionSchema, { ...MEAL, choices: Array.from({ length: MAX_CHOICES + 1 }, (_, i) => `c${i}`) }).length, 1);
      assert.equal(problems(QuestionSchema, { ...MEAL, choices: [''] }).length, 1, 'an empty choice');
      assert.equal(problems(QuestionSchema, { ...MEAL, choices: ['x'.repeat(201)] }).length, 1, 'a choice over 200 characters');
      for (const field of ['required', 'per', 'type', 'label', 'id'] as const) {
        const { [field]: _left, ...rest } = HOTEL;
        assert.equal(problems(QuestionSchema, rest).length, 1, `${field} left out`);
      }
      assert.equal(problems(QuestionSchema, { ...HOTEL, required: 'yes' }).length, 1);
      assert.equal(problems(QuestionSchema, { ...HOTEL, per: 'party' }).length, 1);
      assert.equal(problems(QuestionSchema, { ...HOTEL, type: 'essay' }).length, 1);
      assert.equal(problems(QuestionSchema, { ...HOTEL, label: '' }).length, 1);
      assert.equal(problems(QuestionSchema, { ...HOTEL, label: 'x'.repeat(300) }).length, 0);
      assert.equal(problems(QuestionSchema, { ...HOTEL, label: 'x'.repeat(301) }).length, 1);
    });

    it('takes plain ids of 1 to 64 letters, digits, _, - and .', function () {
      for (const id of ['a', 'Passenger_name-2.v1', 'x'.repeat(64)]) assert.deepEqual(problems(QuestionSchema, { ...HOTEL, id }), [], id);
      for (const id of ['', 'two words', 'x'.repeat(65), 'naïve', 'a/b', 'a\nb'])
        assert.deepEqual(problems(QuestionSchema, { ...HOTEL, id }), ['id: letters, digits, _, - and . only, 1 to 64 characters'], JSON.stringify(id));
    });

    it('lists at most 30 questions, each id once', function () {
      const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...HOTEL, id: `q${i}` }));
      assert.deepEqual(problems(QuestionsSchema, many(MAX_QUESTIONS)), []);
      assert.equal(problems(QuestionsSchema, many(MAX_QUESTIONS + 1)).length, 1);
      assert.deepEqual(problems(QuestionsSchema, [NAME, MEAL, { ...HOTEL, id: 'meal' }]), ['2.id: the same question id twice']);
      assert.deepEqual(problems(QuestionsSchema, [NAME, { ...NAME }]), ['1.id: the same question id twice']);
      assert.deepEqual(problems(QuestionsSchema, []), []);
    });

    it('is stored with the known fields only, choices for a choice only; none or an empty list is null', function () {
      assert.equal(normalizeQuestions(undefined), null);
      assert.equal(normalizeQuestions(null), null);
      assert.equal(normalizeQuestions([]), null);
      const parsed = QuestionsSchema.parse([
        { ...MEAL, note: 'x' },
        { ...HOTEL, choices: null },
      ]);
      assert.deepEqual(normalizeQuestions(parsed), [MEAL, HOTEL]);
      assert.deepEqual(Object.keys(normalizeQuestions(parsed)![1]!), ['id', 'label', 'type', 'required', 'per']);
      assert.deepEqual(Object.keys(normalizeQuestions(parsed)![0]!), ['id', 'label', 'type', 'choices', 'required', 'per']);
    });
  });

  describe('which questions a booking is asked', function () {
    const product = { questions: [NAME, MEAL], options: { SUNRISE: { questions: [HOTEL] }, NOON: {} } };
    it('the product’s, then the option’s own', function () {
      assert.deepEqual(questionsFor(product, 'SUNRISE'), [NAME, MEAL, HOTEL]);
      assert.deepEqual(questionsFor(product, 'NOON'), [NAME, MEAL]);
      assert.deepEqual(questionsFor(product, null), [NAME, MEAL]);
      assert.deepEqual(questionsFor(product, 'UNKNOWN'), [NAME, MEAL]);
      assert.deepEqual(questionsFor({ questions: null, options: { A: { questions: [HOTEL] } } }, 'A'), [HOTEL]);
      assert.deepEqual(questionsFor({ options: {} }, null), []);
    });

    it('numbers the tickets in the order the counts expand: adults first, students last', function () {
      assert.deepEqual(ticketOrder(counts({ student: 1, adult: 2, child: 1, senior: 1, youth: 1, infant: 1 })), [
        'adult',
        'adult',
        'youth',
        'child',
        'infant',
        'senior',
        'student',
      ]);
      assert.deepEqual(ticketOrder(counts({})), []);
    });
  });

  describe('an answer’s form', function () {
    it('is {question, value, ticket?}: a string, number or boolean value, a whole ticket from 0 to 99; anything else ANSWER_INVALID', function () {
      for (const answer of [
        { question: 'q', value: 'x' },
        { question: 'q', value: 1.5 },
        { question: 'q', value: false },
        { question: 'q', value: '', ticket: 0 },
        { question: 'q', value: 'x'.repeat(MAX_TEXT_ANSWER), ticket: 99 },
        { question: 'x'.repeat(64), value: 0 },
      ])
        assert.deepEqual(problems(AnswerSchema, answer), [], JSON.stringify(answer));
      const refused: [unknown, string][] = [
        [{ question: 'q', value: null }, 'value'],
        [{ question: 'q', value: {} }, 'value'],
        [{ question: 'q', value: ['x'] }, 'value'],
        [{ question: 'q' }, 'value'],
        [{ question: 'q', value: 'x'.repeat(MAX_TEXT_ANSWER + 1) }, 'value'],
        [{ question: '', value: 'x' }, 'question'],
        [{ question: 'x'.repeat(65), value: 'x' }, 'question'],
        [{ question: 3, value: 'x' }, 'question'],
        [{ value: 'x' }, 'question'],
        [{ question: 'q', value: 'x', ticket: -1 }, 'ticket'],
        [{ question: 'q', value: 'x', ticket: 1.5 }, 'ticket'],
        [{ question: 'q', value: 'x', ticket: 100 }, 'ticket'],
        [{ question: 'q', value: 'x', ticket: '0' }, 'ticket'],
        [{ question: 'q', value: 'x', extra: 1 }, ''],
        ['q', ''],
      ];
      for (const [answer, path] of refused) assert.deepEqual(problems(AnswerSchema, answer), [`${path}: ANSWER_INVALID`], JSON.stringify(answer));
      assert.deepEqual(problems(AnswersSchema, 'x'), [': ANSWER_INVALID']);
      assert.deepEqual(
        problems(
          AnswersSchema,
          Array.from({ length: MAX_ANSWERS }, () => ({ question: 'q', value: 1 })),
        ),
        [],
      );
      assert.deepEqual(
        problems(
          AnswersSchema,
          Array.from({ length: MAX_ANSWERS + 1 }, () => ({ question: 'q', value: 1 })),
        ),
        [': ANSWER_INVALID'],
      );
    });

    it('is stored and sent with its known fields, in the order given, `ticket` only when given', function () {
      const given = [
        { question: 'b', value: 1, ticket: 0, extra: 'x' } as BookingAnswer,
        { question: 'a', value: 'x', ticket: undefined } as BookingAnswer,
        { question: 'c', value: false, ticket: 0 },
      ];
      const normalized = normalizeAnswers(given);
      assert.deepEqual(normalized, [
        { question: 'b', value: 1, ticket: 0 },
        { question: 'a', value: 'x' },
        { question: 'c', value: false, ticket: 0 },
      ]);
      assert.deepEqual(
        normalized.map((a) => Object.keys(a)),
        [
          ['question', 'value', 'ticket'],
          ['question', 'value'],
          ['question', 'value', 'ticket'],
        ],
      );
    });
  });

  describe('the check of the answers', function () {
    const party = counts({ adult: 2, child: 1 });
    /** Every required answer for the party of two adults and a child. */
    const required = (): BookingAnswer[] => [
      ...[0, 1, 2].flatMap((ticket) => [
        { question: 'passenger_name', value: `P${ticket}`, ticket },
        { question: 'weight_kg', value: 70 + ticket, ticket },
      ]),
      { question: 'meal', value: 'fish' },
      { question: 'insured', value: true },
    ];
    const check = (answers: BookingAnswer[], questions = ALL, forCounts = party) => checkAnswers(questions, answers, forCounts);
    const invalid = (detail: string) => ({ code: 'ANSWER_INVALID', detail });
    const unanswered = (detail: string) => ({ code: 'QUESTION_UNANSWERED', detail });

    it('passes every required answer, with or without the optional ones, in any order', function () {
      assert.equal(check(required()), null);
      assert.equal(check(required().reverse()), null);
      assert.equal(check([...required(), { question: 'birth_date', value: '1980-02-29', ticket: 2 }, { question: 'hotel', value: 'Inn' }]), null);
      assert.equal(check([], []), null, 'nothing asked, nothing answered');
      assert.equal(check([], [HOTEL, { ...BIRTH }]), null, 'only optional questions');
      assert.equal(check([], [NAME], counts({})), null, 'no ticket has nothing to answer per ticket');
    });

    it('takes each type’s values only', function () {
      const one = (question: Question, value: BookingAnswer['value']) =>
        check(
          [{ question: question.id, value, ...(question.per === 'ticket' ? { ticket: 0 } : {}) }],
          [{ ...question, required: false }],
          counts({ adult: 1 }),
        );
      const accepted: [Question, BookingAnswer['value']][] = [
        [NAME, 'Ada'],
        [NAME, ' A '],
        [NAME, 'Ada\tLovelace\r\nSecond line'],
        [WEIGHT, 0],
        [WEIGHT, -2.5],
        [BIRTH, '2000-01-01'],
        [MEAL, 'veg'],
        [INSURED, false],
        [INSURED, true],
      ];
      for (const [question, value] of accepted) assert.equal(one(question, value), null, `${question.id} ${JSON.stringify(value)}`);
      const refused: [Question, BookingAnswer['value'], string][] = [
        [NAME, '', 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        [NAME, '   ', 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        [NAME, 5, 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        [NAME, true, 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        // The one rule for free text (src/domain/storableText.ts): C0, ANSI escapes and C1 refused.
        [NAME, 'Ada\u0001', 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        [NAME, '\u001b[31mAda', 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        [NAME, 'Ada\u0085', 'text (a non-empty string of plain text: no control characters but line breaks and tabs)'],
        [WEIGHT, '70', 'a number'],
        [WEIGHT, Number.NaN, 'a number'],
        [WEIGHT, Number.POSITIVE_INFINITY, 'a number'],
        [WEIGHT, false, 'a number'],
        [BIRTH, '2000-02-30', 'a date, YYYY-MM-DD'],
        [BIRTH, '01/02/2000', 'a date, YYYY-MM-DD'],
        [BIRTH, 20000101, 'a date, YYYY-MM-DD'],
        [MEAL, 'Veg', 'one of its choices: veg, fish'],
        [MEAL, 1, 'one of its choices: veg, fish'],
        [INSURED, 'yes', 'true or false'],
        [INSURED, 1, 'true or false'],
      ];
      for (const [question, value, expects] of refused)
        assert.deepEqual(one(question, value), invalid(`answers[0].value: ${question.id} expects ${expects}`), `${question.id} ${JSON.stringify(value)}`);
      // A choice question declared without choices takes no answer.
      assert.deepEqual(
        check([{ question: 'meal', value: 'veg' }], [{ ...MEAL, choices: undefined as never, required: false }]),
        invalid('answers[0].value: meal expects one of its choices: '),
      );
    });

    it('refuses an answer to a question not asked, a misplaced ticket, and a repeat, naming the answer', function () {
      assert.deepEqual(
        check([...required(), { question: 'shoe', value: 1 }]),
        invalid('answers[8].question: not a question asked for this product and option (GET /v1/products lists its questions)'),
      );
      const names = required();
      assert.deepEqual(
        check([{ question: 'passenger_name', value: 'x' }, ...names]),
        invalid('answers[0].ticket: passenger_name is asked per ticket: name the ticket, 0 to 2 (adults first, students last)'),
      );
      assert.deepEqual(
        check([...names, { question: 'passenger_name', value: 'x', ticket: 3 }]),
        invalid('answers[8].ticket: the booking has 3 ticket(s), numbered 0 to 2'),
      );
      assert.equal(
        check([...names.filter((a) => a.question !== 'birth_date'), { question: 'birth_date', value: '2000-01-01', ticket: 2 }]),
        null,
        'the last ticket',
      );
      assert.deepEqual(
        check([...names, { question: 'meal', value: 'veg', ticket: 0 }]),
        invalid('answers[8].ticket: meal is asked once per booking: leave ticket out'),
      );
      assert.deepEqual(
        check([...names, { question: 'passenger_name', value: 'again', ticket: 1 }]),
        invalid('answers[8]: passenger_name is answered twice for ticket 1 (adult)'),
      );
      assert.deepEqual(
        check([...names, { question: 'passenger_name', value: 'again', ticket: 2 }]),
        invalid('answers[8]: passenger_name is answered twice for ticket 2 (child)'),
      );
      assert.deepEqual(check([...names, { question: 'insured', value: false }]), invalid('answers[8]: insured is answered twice'));
      // The same ticket of two questions, and the same question of two tickets, are no repeats.
      assert.equal(check(names), null);
      // The first problem found, in the answers' order, before any missing one.
      assert.deepEqual(
        check([
          { question: 'meal', value: 'x' },
          { question: 'shoe', value: 1 },
        ]),
        invalid('answers[0].value: meal expects one of its choices: veg, fish'),
      );
    });

    it('refuses a missing required answer, naming the question and, per ticket, the first ticket without one', function () {
      const without = (question: string, ticket?: number) => required().filter((a) => !(a.question === question && a.ticket === ticket));
      assert.deepEqual(check(without('meal')), unanswered('answers: meal is required'));
      assert.deepEqual(check(without('insured')), unanswered('answers: insured is required'));
      assert.deepEqual(check(without('weight_kg', 1)), unanswered('answers: weight_kg is required for every ticket, missing for ticket 1 (adult)'));
      assert.deepEqual(check(without('passenger_name', 2)), unanswered('answers: passenger_name is required for every ticket, missing for ticket 2 (child)'));
      assert.deepEqual(check([]), unanswered('answers: passenger_name is required for every ticket, missing for ticket 0 (adult)'));
      // In the questions' order: the first required question declared comes first.
      assert.deepEqual(check([], [INSURED, MEAL]), unanswered('answers: insured is required'));
      // A per-booking answer does not answer a per-ticket question, nor the other way round.
      assert.deepEqual(
        check([{ question: 'passenger_name', value: 'x', ticket: 0 }], [{ ...NAME }], counts({ adult: 1, senior: 1 })),
        unanswered('answers: passenger_name is required for every ticket, missing for ticket 1 (senior)'),
      );
    });
  });
});
