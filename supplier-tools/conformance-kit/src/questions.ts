import { SupplierProducts } from './contract/products.ts';
import { supplierIssues } from './contract/supplierIssues.ts';
import { type BookingAnswer, type Question, normalizeQuestions, questionsFor, ticketOrder } from './contract/bookingQuestions.ts';
import type { Counts } from './contract/ticketTypes.ts';
import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import type { Exchange } from './types.ts';

export const QUESTIONS_DECLARED_TITLE = 'Declared booking questions are valid';

/** What `/products` declares: each product's questions and each option's own, normalized as the marketplace stores them. */
type Declared = Record<string, { questions: Question[] | null; options: Record<string, { questions?: Question[] }> }>;

/**
 * The products answer's question declarations, read as the marketplace reads them: their problems
 * (each with its JSON path), or the questions declared. Null when the answer is wrong for other
 * reasons only (products.shape says why).
 */
export function readQuestions(body: unknown): { problems: string[] } | { declared: Declared } | null {
  const parsed = SupplierProducts.safeParse(body);
  if (!parsed.success) {
    const problems = supplierIssues(parsed.error)
      .filter((issue) => issue.path.split('.').includes('questions'))
      .map((issue) => `${issue.path}: ${issue.message}`);
    return problems.length > 0 ? { problems: problems.slice(0, 10) } : null;
  }
  const declared: Declared = {};
  for (const [code, product] of Object.entries(parsed.data)) {
    const options = Array.isArray(product.options) || !product.options ? {} : product.options;
    declared[code] = {
      questions: normalizeQuestions(product.questions),
      options: Object.fromEntries(
        Object.entries(options).map(([option, value]) => {
          const asked = normalizeQuestions(value.questions);
          return [option, asked ? { questions: asked } : {}];
        }),
      ),
    };
  }
  return { declared };
}

/** The questions a booking of `code` (and option) is asked; none for a product not declared. */
export function targetQuestions(declared: Declared | null, code: string, option: string | null): Question[] {
  const product = declared?.[code];
  return product ? questionsFor(product, option) : [];
}

/** `questions.declared`: recorded right after products.shape, whatever it found. */
export function recordQuestionsDeclared(checks: Checks, read: ReturnType<typeof readQuestions>, products: Exchange): Declared | null {
  if (!read) {
    checks.record('questions.declared', QUESTIONS_DECLARED_TITLE, CLAUSES.questions, 'skip', ['needs a valid product list'], [products]);
    return null;
  }
  if ('problems' in read) {
    checks.record('questions.declared', QUESTIONS_DECLARED_TITLE, CLAUSES.questions, 'fail', read.problems, [products]);
    return null;
  }
  const lines = Object.entries(read.declared).flatMap(([code, product]) => [
    ...(product.questions ? [`${code}: ${describe(product.questions)}`] : []),
    ...Object.entries(product.options).flatMap(([option, value]) => (value.questions ? [`${code} option ${option}: ${describe(value.questions)}`] : [])),
  ]);
  checks.record(
    'questions.declared',
    QUESTIONS_DECLARED_TITLE,
    CLAUSES.questions,
    lines.length > 0 ? 'pass' : 'skip',
    lines.length > 0 ? lines : ['none declared: booking questions are optional (docs/SUPPLIERS.md, Booking questions)'],
    [products],
  );
  return read.declared;
}

const describe = (questions: Question[]) => questions.map((q) => `${q.id} (${q.type}, per ${q.per}${q.required ? ', required' : ''})`).join(', ');

/**
 * Answers to every question, required or not, as an agent would give them: per booking once, per
 * ticket for each of the booking's tickets. `date` answers the travel date.
 */
export function sampleAnswers(questions: Question[], counts: Counts, date: string): BookingAnswer[] {
  const tickets = ticketOrder(counts).length;
  const value = (q: Question) =>
    q.type === 'text' ? 'Conformance Kit' : q.type === 'number' ? 1 : q.type === 'date' ? date : q.type === 'choice' ? (q.choices?.[0] ?? '') : true;
  return questions.flatMap((q) =>
    q.per === 'booking' ? [{ question: q.id, value: value(q) }] : Array.from({ length: tickets }, (_, ticket) => ({ question: q.id, value: value(q), ticket })),
  );
}
