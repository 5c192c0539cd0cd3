/**
 * What a supplier's `GET /products` must answer: the marketplace parses the answer with this schema,
 * and the conformance kit checks it with the same one.
 */
import { z } from 'zod';
import { isValidTimeZone } from './dates.ts';
import { CancellationTermsSchema } from './cancellationTerms.ts';
import { QuestionsSchema } from './bookingQuestions.ts';
import { TimeSlotsSchema } from './timeSlots.ts';
import { isPlainText, PLAIN_TEXT_RULE } from './storableText.ts';

// Optional cancellation terms, on a product and on an option (whose own override its product's).
// An object is read as terms, and invalid terms make the whole answer malformed, so nothing stored
// changes. Anything else (a supplier's own text under that name, from before terms existed) is not
// terms: ignored, as unknown fields always were.
const cancellation = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined),
  CancellationTermsSchema.optional(),
);
// Optional booking questions, on a product and on an option (asked after its product's). A list
// is read as a declaration, and so is an object (a list's items keyed by id, say: refused, not
// guessed at); invalid ones make the whole answer malformed, as terms do. Text, a number or a
// boolean under that name is not a declaration: ignored.
const questions = z.preprocess((value) => (typeof value === 'object' && value !== null ? value : undefined), QuestionsSchema.optional());
// Optional time slots, on a product and on an option (whose own replace its product's). A list is
// read as a declaration (invalid: the whole answer is malformed); anything else under that name is
// not one: ignored.
const timeSlots = z.preprocess((value) => (Array.isArray(value) ? value : undefined), TimeSlotsSchema.optional());
// Names agents show their customers: plain text, the one rule for free text (contract/storableText.ts).
const shownName = z.string().max(300).refine(isPlainText, { error: PLAIN_TEXT_RULE });
const Option = z.looseObject({ name: shownName, cancellation, questions, time_slots: timeSlots });
export const SupplierProduct = z
  .looseObject({
    name: z.string().min(1).max(300).refine(isPlainText, { error: PLAIN_TEXT_RULE }),
    supplier: z.string().max(254).nullish(),
    country: z.string().max(10),
    city: z.string().max(10),
    freesale: z.boolean(),
    time_zone: z.string().refine(isValidTimeZone),
    // The contract allows an empty list where there are no options.
    options: z.union([z.record(z.string().min(1).max(100), Option), z.array(z.never()).max(0)]).nullish(),
    cancellation,
    questions,
    time_slots: timeSlots,
  })
  .superRefine((product, ctx) => {
    // A booking of an option is asked both lists: one id must name one question.
    const productIds = new Set((product.questions ?? []).map((q) => q.id));
    if (!product.options || Array.isArray(product.options) || productIds.size === 0) return;
    for (const [code, option] of Object.entries(product.options)) {
      const clash = (option.questions ?? []).findIndex((q) => productIds.has(q.id));
      if (clash >= 0)
        ctx.addIssue({ code: 'custom', path: ['options', code, 'questions', clash, 'id'], message: 'the product asks a question with this id already' });
    }
  });
/** What a supplier's `GET /products` must answer (the conformance kit checks the same). */
export const SupplierProducts = z.record(z.string().min(1).max(100), SupplierProduct);
