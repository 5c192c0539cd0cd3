/**
 * Issue 33 §2: booking questions, black box. A real HTTPS fake supplier on loopback declares
 * questions in its GET /products answer; agents answer them through the real API, Temporal and
 * Postgres, and the fake records what its booking callbacks receive.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Booking, Product } from '../../src/db/entities/index.ts';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { startReferenceSupplier } from '../../src/referenceSupplier/index.ts';
import { createAccount, grant } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { received } from '../helpers/supplierBehaviour.ts';
import { documentSchemas } from '../helpers/openapiCheck.ts';
import { supplierCallbacksDocument } from '../../src/openapi/supplierDocument.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

const em = () => testStack().db.fork();
const supplierSchemas = documentSchemas(supplierCallbacksDocument() as object, 'supplier.json');
/** Fails unless `body` is what GET /openapi/supplier.json documents for the callback at `path`. */
function documented(path: '/booking_confirmation' | '/booking_update', body: unknown) {
  const validate = supplierSchemas.at('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema');
  assert.ok(validate(body), `${path}: ${supplierSchemas.errors(validate)}`);
}

/** A balloon ride: one question of each type, per ticket and per booking, required and optional. */
const BALLOON_QUESTIONS = [
  { id: 'passenger_name', label: 'Full name, as on the passport', type: 'text', required: true, per: 'ticket' },
  { id: 'weight_kg', label: 'Weight in kilograms (for the basket’s balance)', type: 'number', required: true, per: 'ticket' },
  { id: 'birth_date', label: 'Date of birth', type: 'date', required: false, per: 'ticket' },
  { id: 'meal', label: 'Breakfast after landing', type: 'choice', choices: ['vegetarian', 'vegan', 'none'], required: true, per: 'booking' },
  { id: 'hotel', label: 'Hotel for the pickup', type: 'text', required: false, per: 'booking' },
  { id: 'insured', label: 'Does the party have travel insurance?', type: 'yes_no', required: true, per: 'booking' },
];
/** The sunrise flight also asks when the party arrives in town. */
const SUNRISE_QUESTIONS = [{ id: 'arrival_date', label: 'When do you arrive in town?', type: 'date', required: true, per: 'booking' }];

const product = (name: string, extra: object = {}) =>
  supplierProduct(name, { country: 'TR', city: 'TRNAV', freesale: true, time_zone: 'Europe/Istanbul', ...extra });

type Answer = { question: string; value: unknown; ticket?: number };

/** Every required answer of BALLOON for a party of `tickets`, and the optional ones too when `optional`. */
function balloonAnswers(tickets: number, optional = false): Answer[] {
  const perTicket = Array.from({ length: tickets }, (_, ticket) => [
    { question: 'passenger_name', value: `Passenger ${ticket}`, ticket },
    { question: 'weight_kg', value: 70 + ticket + 0.5, ticket },
    ...(optional ? [{ question: 'birth_date', value: `198${ticket}-05-0${ticket + 1}`, ticket }] : []),
  ]).flat();
  return [
    ...perTicket,
    { question: 'meal', value: 'vegan' },
    { question: 'insured', value: true },
    ...(optional ? [{ question: 'hotel', value: 'Hotel Kapadokya' }] : []),
  ];
}

describe('booking questions (issue 33 §2)', function () {
  this.timeout(120_000);
  let w: BookingWorld;
  const logLines: string[] = [];
  let declared: Record<string, unknown>;
  const initial = () => ({
    BALLOON: product('Balloon flight', {
      questions: BALLOON_QUESTIONS.map((q) => ({ ...q, note: 'dropped' })),
      options: { SUNRISE: { name: 'Sunrise flight', questions: SUNRISE_QUESTIONS }, NOON: { name: 'Noon flight' } },
    }),
    // Sold with reservations: its answers are checked against the product stored with the hold.
    GONDOLA: product('Gondola', { freesale: false, questions: [{ id: 'passenger_name', label: 'Name', type: 'text', required: true, per: 'ticket' }] }),
    // Questions on one option only: the other option's bookings are asked none.
    TOUR: product('Walking tour', {
      options: {
        GUIDED: { name: 'Guided', questions: [{ id: 'language', label: 'Language', type: 'choice', choices: ['en', 'tr'], required: true, per: 'booking' }] },
        SELF: { name: 'Self-guided' },
      },
    }),
  });
  let worldProducts: Record<string, unknown> = {};
  const serveProducts = () => w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...worldProducts, ...declared } }));

  before(async function () {
    w = await startBookingWorld({ logLines });
    worldProducts = w.products;
    declared = initial();
    serveProducts();
    for (const code of Object.keys(declared)) {
      const res = await w.api.call('PUT', `/v1/rates/${code}`, {
        auth: w.owner.auth,
        json: { rates: { adult: { rrp: 200, net: 160 }, child: { rrp: 100, net: 80 }, senior: { rrp: 150, net: 120 } } },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
  });
  beforeEach(async () => {
    w.reset();
    declared = initial();
    serveProducts();
    // Read now: products stored by an earlier test's change are refreshed.
    assert.equal((await products()).status, 200);
    w.ownerCallbacks.requests.length = 0;
  });
  after(async () => w?.stop());

  const products = (auth = w.agent.auth) => w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth });
  const view = (reference: string, auth = w.agent.auth) => w.api.call('GET', `/v1/bookings/${encodeURIComponent(reference)}`, { auth });
  const update = (body: Record<string, unknown>, auth = w.agent.auth) => w.api.call('POST', '/v1/booking_update', { auth, json: body });
  const confirmations = () => w.ownerCallbacks.requests.filter((r) => r.method === 'POST' && r.path === '/booking_confirmation');
  const callbackFor = (path: string, reference: string) =>
    received(w.ownerCallbacks, path, { matches: (r) => (r.body as { reference?: string }).reference === reference, what: `${path} of ${reference}` });
  const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;

  /** A freesale booking of BALLOON (2 adults, a child: tickets 0, 1 adults, 2 the child), answered as given. */
  async function bookBalloon(answers: unknown, extra: Record<string, unknown> = {}) {
    const reference = `BQ-${randomUUID().slice(0, 8)}`;
    const res = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'BALLOON', adult: 2, child: 1, reference, answers, ...extra });
    return { reference, res };
  }

  /** The booking row with this reference, if one was made. */
  const stored = (reference: string) => em().findOne(Booking, { agentReference: reference });

  describe('declaring questions', function () {
    it('shows them on GET /v1/products, the product’s and an option’s own, as stored: known fields only, choices for a choice only; nothing where none are declared', async function () {
      const res = await products();
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.BALLOON, {
        name: 'Balloon flight',
        supplier: null,
        country: 'TR',
        city: 'TRNAV',
        freesale: true,
        currency: 'EUR',
        time_zone: 'Europe/Istanbul',
        options: { SUNRISE: { name: 'Sunrise flight', questions: SUNRISE_QUESTIONS }, NOON: { name: 'Noon flight' } },
        questions: BALLOON_QUESTIONS,
      });
      assert.deepEqual(res.body.TOUR.options.SELF, { name: 'Self-guided' });
      assert.ok(!('questions' in res.body.TOUR), 'questions on an option only');
      for (const code of ['BOAT', 'MUSEUM', 'DELEGATED']) assert.ok(!('questions' in res.body[code]), `${code} declares none`);
      assert.deepEqual(res.body.BOAT.options, { EN: { name: 'English' } });
      const row = await em().findOneOrFail(Product, { code: 'BALLOON', owner: { email: w.owner.email } });
      assert.deepEqual(row.questions, BALLOON_QUESTIONS);
      const boat = await em().findOneOrFail(Product, { code: 'BOAT', owner: { email: w.owner.email } });
      assert.equal(boat.questions, null);
    });

    it('ignores `questions` that are text, a number or a boolean (a supplier’s own field from before): no questions, nothing refused; an empty list is none', async function () {
      const own = structuredClone(declared);
      (own.BALLOON as Record<string, unknown>).questions = 'Please tell us your weight';
      (own.GONDOLA as Record<string, unknown>).questions = [];
      (own.TOUR as Record<string, unknown>).options = { GUIDED: { name: 'Guided', questions: true }, SELF: { name: 'Self-guided', questions: 3 } };
      w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...worldProducts, ...own } }));
      const res = await products();
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(!('questions' in res.body.BALLOON));
      assert.ok(!('questions' in res.body.GONDOLA));
      assert.deepEqual(res.body.TOUR.options, { GUIDED: { name: 'Guided' }, SELF: { name: 'Self-guided' } });
      // The sunrise option's own questions stand on their own.
      assert.deepEqual(res.body.BALLOON.options.SUNRISE.questions, SUNRISE_QUESTIONS);
    });

    const spoilers: [string, string, (p: Record<string, any>) => void][] = [
      ['an unknown type', 'BALLOON.questions.0.type', (p) => (p.questions[0].type = 'essay')],
      ['a choice without choices', 'BALLOON.questions.3.choices', (p) => delete p.questions[3].choices],
      ['choices on a text question', 'BALLOON.questions.0.choices', (p) => (p.questions[0].choices = ['a'])],
      ['the same choice twice', 'BALLOON.questions.3.choices.1', (p) => (p.questions[3].choices = ['vegan', 'vegan'])],
      ['the same id twice', 'BALLOON.questions.1.id', (p) => (p.questions[1].id = 'passenger_name')],
      ['`required` left out', 'BALLOON.questions.2.required', (p) => delete p.questions[2].required],
      ['`per` neither booking nor ticket', 'BALLOON.questions.4.per', (p) => (p.questions[4].per = 'party')],
      ['an id with a space', 'BALLOON.questions.5.id', (p) => (p.questions[5].id = 'travel insurance')],
      ['an empty label', 'BALLOON.questions.0.label', (p) => (p.questions[0].label = '')],
      // The one rule for free text the customer reads (src/domain/storableText.ts).
      ['a label with a terminal escape', 'BALLOON.questions.0.label', (p) => (p.questions[0].label = '\u001b[31mName')],
      ['a choice with a C1 control character', 'BALLOON.questions.3.choices.0', (p) => (p.questions[3].choices = ['veg\u0085', 'vegan'])],
      ['a product name with a control character', 'BALLOON.name', (p) => (p.name = 'Balloon\u0007')],
      ['an object instead of a list', 'BALLOON.questions', (p) => (p.questions = { passenger_name: p.questions[0] })],
      ['31 questions', 'BALLOON.questions', (p) => (p.questions = Array.from({ length: 31 }, (_, i) => ({ ...BALLOON_QUESTIONS[0], id: `q${i}` })))],
      [
        'an option’s question of an unknown type',
        'BALLOON.options.SUNRISE.questions.0.type',
        (p) => (p.options.SUNRISE.questions = [{ ...SUNRISE_QUESTIONS[0], type: 'time' }]),
      ],
      [
        'an option’s id the product asks already',
        'BALLOON.options.SUNRISE.questions.0.id',
        (p) => (p.options.SUNRISE.questions = [{ ...SUNRISE_QUESTIONS[0], id: 'meal' }]),
      ],
    ];
    for (const [what, path, spoil] of spoilers) {
      it(`refuses an answer with ${what} as malformed (502), logs the path ${path}, and nothing stored changes`, async function () {
        const before = await em().findOneOrFail(Product, { code: 'BALLOON', owner: { email: w.owner.email } });
        const bad = structuredClone(declared);
        spoil(bad.BALLOON as Record<string, any>);
        w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...worldProducts, ...bad } }));
        logLines.length = 0;
        const res = await products();
        assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }]);
        const logged = logLines.map((line) => JSON.parse(line) as { msg: string; path?: string }).find((line) => line.msg === 'supplier answer malformed');
        assert.equal(logged?.path, path, JSON.stringify(logged));
        const after = await em().findOneOrFail(Product, { code: 'BALLOON', owner: { email: w.owner.email } });
        assert.deepEqual(
          [after.questions, after.options, after.refreshedAt.toISOString(), after.listed],
          [BALLOON_QUESTIONS, before.options, before.refreshedAt.toISOString(), true],
        );
        // A booking goes on being checked against the last good declaration (read from Postgres, stored under 5 minutes ago).
        const { res: booked } = await bookBalloon(balloonAnswers(3).filter((a) => a.question !== 'meal'));
        assert.deepEqual([booked.status, booked.body], [400, { error: 'QUESTION_UNANSWERED' }]);
      });
    }
  });

  describe('answering them', function () {
    it('takes an answer of each type, per ticket and per booking, required and optional: the supplier’s confirmation gets them exactly as sent, and the booking shows them', async function () {
      // Sent out of the questions' order, with the optional ones: the supplier gets this very list.
      const answers = balloonAnswers(3, true).reverse();
      const { reference, res } = await bookBalloon(answers);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const call = await callbackFor('/booking_confirmation', reference);
      assert.deepEqual(bodyOf(call).answers, answers);
      documented('/booking_confirmation', call.body);
      assert.equal((await stored(reference))?.answers?.length, answers.length);
      const shown = await view(reference);
      assert.deepEqual(shown.body.answers, answers);
      // The owner's notification carries them too.
      const note = await received(w.ownerInbox, '/booking_confirmation', {
        matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
        what: 'the owner’s notification',
      });
      assert.deepEqual((note.body as { answers?: unknown }).answers, answers);
    });

    it('leaves optional questions unanswered: the supplier still gets `answers` (the required ones only)', async function () {
      const answers = balloonAnswers(3);
      const { reference, res } = await bookBalloon(answers);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(bodyOf(await callbackFor('/booking_confirmation', reference)).answers, answers);
    });

    it('asks an option’s own questions after its product’s, and asks the other options nothing of theirs', async function () {
      const without = await bookBalloon(balloonAnswers(3), { option: 'SUNRISE' });
      assert.deepEqual([without.res.status, without.res.body], [400, { error: 'QUESTION_UNANSWERED' }]);
      assert.equal(without.res.headers.get('error-detail'), 'answers: arrival_date is required');
      const sunrise = await bookBalloon([...balloonAnswers(3), { question: 'arrival_date', value: '2031-05-30' }], { option: 'SUNRISE' });
      assert.equal(sunrise.res.status, 200, JSON.stringify(sunrise.res.body));
      const noon = await bookBalloon([...balloonAnswers(3), { question: 'arrival_date', value: '2031-05-30' }], { option: 'NOON' });
      assert.deepEqual([noon.res.status, noon.res.body], [400, { error: 'ANSWER_INVALID' }]);
      assert.equal(
        noon.res.headers.get('error-detail'),
        'answers[8].question: not a question asked for this product and option (GET /v1/products lists its questions)',
      );

      // TOUR asks only on GUIDED: a SELF booking is asked nothing, and its supplier sees no `answers` at all.
      const self = await w.confirm({
        reservation: null,
        supplier: w.owner.email,
        product: 'TOUR',
        option: 'SELF',
        adult: 1,
        child: 0,
        reference: `SELF-${randomUUID().slice(0, 6)}`,
      });
      assert.equal(self.status, 200, JSON.stringify(self.body));
      const guidedReference = `GUIDED-${randomUUID().slice(0, 6)}`;
      const guided = await w.confirm({
        reservation: null,
        supplier: w.owner.email,
        product: 'TOUR',
        option: 'GUIDED',
        adult: 1,
        child: 0,
        reference: guidedReference,
        answers: [{ question: 'language', value: 'tr' }],
      });
      assert.equal(guided.status, 200, JSON.stringify(guided.body));
      const calls = confirmations();
      assert.ok(!('answers' in bodyOf(calls.find((r) => bodyOf(r).option === 'SELF')!)));
      assert.deepEqual(bodyOf(await callbackFor('/booking_confirmation', guidedReference)).answers, [{ question: 'language', value: 'tr' }]);
    });

    it('checks the answers of a booking made with a reservation against the product stored with it', async function () {
      const held = await w.reserve({ product: 'GONDOLA', adult: 1, child: 1 });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      const base = { reservation: held.body.reservation, product: 'GONDOLA', adult: 1, child: 1 };
      const missing = await w.confirm({ ...base, answers: [{ question: 'passenger_name', value: 'Ada', ticket: 0 }] });
      assert.deepEqual([missing.status, missing.body], [400, { error: 'QUESTION_UNANSWERED' }]);
      assert.equal(missing.headers.get('error-detail'), 'answers: passenger_name is required for every ticket, missing for ticket 1 (child)');
      // Refused before anything was written: the hold is still there to book.
      const reference = `GQ-${randomUUID().slice(0, 8)}`;
      const answers = [
        { question: 'passenger_name', value: 'Ada', ticket: 0 },
        { question: 'passenger_name', value: 'Byron', ticket: 1 },
      ];
      const booked = await w.confirm({ ...base, reference, answers });
      assert.equal(booked.status, 200, JSON.stringify(booked.body));
      assert.deepEqual(bodyOf(await callbackFor('/booking_confirmation', reference)).answers, answers);
    });

    it('refuses a missing required answer with QUESTION_UNANSWERED, naming the question (and ticket): nothing is stored, the supplier is not called', async function () {
      const cases: [string, Answer[], string][] = [
        ['a per-booking question', balloonAnswers(3).filter((a) => a.question !== 'insured'), 'answers: insured is required'],
        [
          'a per-ticket question for one ticket',
          balloonAnswers(3).filter((a) => !(a.question === 'weight_kg' && a.ticket === 2)),
          'answers: weight_kg is required for every ticket, missing for ticket 2 (child)',
        ],
        ['all of them', [], 'answers: passenger_name is required for every ticket, missing for ticket 0 (adult)'],
      ];
      for (const [what, answers, detail] of cases) {
        const { reference, res } = await bookBalloon(answers);
        assert.deepEqual([res.status, res.body], [400, { error: 'QUESTION_UNANSWERED' }], what);
        assert.equal(res.headers.get('error-detail'), detail, what);
        assert.equal(await stored(reference), null, what);
      }
      // `answers` left out altogether is the same as none.
      const { res } = await bookBalloon(undefined);
      assert.deepEqual([res.status, res.body], [400, { error: 'QUESTION_UNANSWERED' }]);
      // A senior is the last ticket of 1 adult, 1 child and 1 senior.
      const senior = await bookBalloon(
        balloonAnswers(3).filter((a) => !(a.question === 'passenger_name' && a.ticket === 2)),
        { adult: 1, child: 1, senior: 1 },
      );
      assert.equal(senior.res.headers.get('error-detail'), 'answers: passenger_name is required for every ticket, missing for ticket 2 (senior)');
      assert.deepEqual(confirmations(), []);
    });

    it('refuses an unknown, wrongly typed, misplaced or repeated answer with ANSWER_INVALID, naming the answer and its question: nothing is stored, the supplier is not called', async function () {
      const answers = balloonAnswers(3);
      const at = (question: string, ticket?: number) => answers.findIndex((a) => a.question === question && a.ticket === ticket);
      const replaced = (question: string, ticket: number | undefined, change: Partial<Answer> | null) =>
        answers.flatMap((a, i) => (i === at(question, ticket) ? (change === null ? [] : [{ ...a, ...change }]) : [a]));
      const cases: [string, unknown[], string][] = [
        [
          'an unknown question',
          [...answers, { question: 'shoe_size', value: 42 }],
          'answers[8].question: not a question asked for this product and option (GET /v1/products lists its questions)',
        ],
        ['a number as a string', replaced('weight_kg', 1, { value: '71' }), `answers[${at('weight_kg', 1)}].value: weight_kg expects a number`],
        [
          'a date not YYYY-MM-DD',
          [...answers, { question: 'birth_date', value: '01/05/1980', ticket: 0 }],
          'answers[8].value: birth_date expects a date, YYYY-MM-DD',
        ],
        [
          'a date that does not exist',
          [...answers, { question: 'birth_date', value: '1980-02-30', ticket: 0 }],
          'answers[8].value: birth_date expects a date, YYYY-MM-DD',
        ],
        [
          'a choice not among the choices',
          replaced('meal', undefined, { value: 'steak' }),
          `answers[${at('meal')}].value: meal expects one of its choices: vegetarian, vegan, none`,
        ],
        ['yes_no as text', replaced('insured', undefined, { value: 'yes' }), `answers[${at('insured')}].value: insured expects true or false`],
        [
          'empty text',
          replaced('passenger_name', 0, { value: '  ' }),
          `answers[${at('passenger_name', 0)}].value: passenger_name expects text (a non-empty string of plain text: no control characters but line breaks and tabs)`,
        ],
        [
          'text with a terminal escape, passed to the supplier verbatim before (issue 41)',
          replaced('passenger_name', 0, { value: 'Ada \u001b[31mLovelace' }),
          `answers[${at('passenger_name', 0)}].value: passenger_name expects text (a non-empty string of plain text: no control characters but line breaks and tabs)`,
        ],
        [
          'text with a C1 control character',
          replaced('passenger_name', 1, { value: 'Ada\u0085' }),
          `answers[${at('passenger_name', 1)}].value: passenger_name expects text (a non-empty string of plain text: no control characters but line breaks and tabs)`,
        ],
        [
          'a per-ticket answer without its ticket',
          replaced('passenger_name', 1, { ticket: undefined }),
          `answers[${at('passenger_name', 1)}].ticket: passenger_name is asked per ticket: name the ticket, 0 to 2 (adults first, students last)`,
        ],
        [
          'a ticket on a per-booking answer',
          replaced('meal', undefined, { ticket: 0 }),
          `answers[${at('meal')}].ticket: meal is asked once per booking: leave ticket out`,
        ],
        [
          'a ticket the booking does not have',
          [...answers, { question: 'birth_date', value: '1980-01-01', ticket: 3 }],
          'answers[8].ticket: the booking has 3 ticket(s), numbered 0 to 2',
        ],
        [
          'the same question twice for a ticket',
          [...answers, { question: 'passenger_name', value: 'Again', ticket: 1 }],
          'answers[8]: passenger_name is answered twice for ticket 1 (adult)',
        ],
        ['a per-booking question twice', [...answers, { question: 'meal', value: 'none' }], 'answers[8]: meal is answered twice'],
        [
          'a value that is an object',
          replaced('hotel', undefined, null).concat({ question: 'hotel', value: { name: 'x' } } as never),
          'answers[8].value: an answer names no question asked, the wrong ticket, or has a value of the wrong type',
        ],
        ['a field of its own', [...answers.slice(1), { ...answers[0], comment: 'x' }], 'answers[7]: unknown field comment'],
        [
          'a negative ticket',
          replaced('passenger_name', 0, { ticket: -1 }),
          `answers[${at('passenger_name', 0)}].ticket: an answer names no question asked, the wrong ticket, or has a value of the wrong type`,
        ],
        ['not a list', { passenger_name: 'x' } as never, 'answers: an answer names no question asked, the wrong ticket, or has a value of the wrong type'],
      ];
      for (const [what, sent, detail] of cases) {
        const { reference, res } = await bookBalloon(sent);
        assert.deepEqual([res.status, res.body], [400, { error: 'ANSWER_INVALID' }], what);
        assert.equal(res.headers.get('error-detail'), detail, what);
        assert.equal(await stored(reference), null, what);
      }
      // An answer to a product that asks nothing is refused the same way.
      const museum = await w.confirm({
        reservation: null,
        supplier: w.owner.email,
        product: 'MUSEUM',
        adult: 1,
        child: 0,
        answers: [{ question: 'meal', value: 'vegan' }],
      });
      assert.deepEqual([museum.status, museum.body], [400, { error: 'ANSWER_INVALID' }]);
      assert.equal(
        museum.headers.get('error-detail'),
        'answers[0].question: not a question asked for this product and option (GET /v1/products lists its questions)',
      );
      assert.deepEqual(confirmations(), []);
    });

    it('passes a supplier’s own refusal of an answer on to the agent as 400 ANSWER_INVALID', async function () {
      w.ownerCallbacks.on('POST', '/booking_confirmation', () => ({ status: 400, body: { error: 'ANSWER_INVALID' } }));
      const { reference, res } = await bookBalloon(balloonAnswers(3));
      assert.deepEqual([res.status, res.body], [400, { error: 'ANSWER_INVALID' }]);
      assert.equal(res.headers.get('error-detail'), 'the supplier refused an answer to its booking questions');
      assert.equal((await stored(reference))?.status, 'failed');
    });
  });

  describe('a product without questions', function () {
    it('sends exactly today’s confirmation and update bodies, byte for byte: no `answers` (an empty list sent by the agent changes nothing)', async function () {
      const reference = `PLAIN-${randomUUID().slice(0, 8)}`;
      const res = await w.confirm({
        reservation: null,
        supplier: w.owner.email,
        product: 'MUSEUM',
        adult: 1,
        child: 0,
        reference,
        customer: { email: 'ada@example.com' },
        notes: 'a note',
        answers: [],
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const counts = { adult: 1, youth: 0, child: 0, infant: 0, senior: 0, student: 0 };
      const confirmation = await callbackFor('/booking_confirmation', reference);
      assert.equal(
        confirmation.rawBody,
        JSON.stringify({
          reservation: null,
          reference,
          agent: w.agent.email,
          product: 'MUSEUM',
          option: null,
          pickup: null,
          time: null,
          date: FAR,
          ...counts,
          customer: { email: 'ada@example.com' },
          notes: 'a note',
        }),
      );
      assert.equal((await stored(reference))?.answers, null);
      assert.equal((await view(reference)).body.answers, null);
      const note = await received(w.ownerInbox, '/booking_confirmation', {
        matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
      });
      assert.ok(!('answers' in (note.body as object)), 'the notification is as before too');

      const changed = await update({ booking: reference, notes: 'another note' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const updateCall = await callbackFor('/booking_update', reference);
      assert.equal(
        updateCall.rawBody,
        JSON.stringify({
          booking: res.body.reference,
          reservation: null,
          reference,
          agent: w.agent.email,
          product: 'MUSEUM',
          option: null,
          pickup: null,
          time: null,
          time_slot: null,
          date: FAR,
          // As before questions existed: the counts of the change as stored (jsonb orders keys by length).
          adult: 1,
          child: 0,
          youth: 0,
          infant: 0,
          senior: 0,
          student: 0,
          customer: { email: 'ada@example.com' },
          notes: 'another note',
        }),
      );
    });
  });

  describe('updates', function () {
    it('change the answers: the supplier’s update gets the new ones exactly, the booking and the notification show them', async function () {
      const { reference, res } = await bookBalloon(balloonAnswers(3));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const answers = balloonAnswers(3, true).map((a) => (a.question === 'meal' ? { ...a, value: 'none' } : a));
      const changed = await update({ booking: reference, answers });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const call = await callbackFor('/booking_update', reference);
      assert.deepEqual(bodyOf(call).answers, answers);
      documented('/booking_update', call.body);
      assert.deepEqual((await view(reference)).body.answers, answers);
      const note = await received(w.ownerInbox, '/booking_update', { matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference });
      assert.deepEqual((note.body as { answers?: unknown }).answers, answers);
      // The same answers again change nothing: no second call.
      const again = await update({ booking: reference, answers });
      assert.equal(again.status, 200);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update').length, 1);
    });

    it('keep the booking’s answers when they leave them out, and send them with the change', async function () {
      const answers = balloonAnswers(3, true);
      const { reference } = await bookBalloon(answers);
      const changed = await update({ booking: reference, notes: 'we may be late' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const call = bodyOf(await callbackFor('/booking_update', reference));
      assert.deepEqual([call.notes, call.answers], ['we may be late', answers]);
    });

    it('refuse answers that do not answer the booking as changed, and change nothing', async function () {
      const answers = balloonAnswers(3);
      const { reference } = await bookBalloon(answers);
      const missing = await update({ booking: reference, answers: answers.filter((a) => a.question !== 'meal') });
      assert.deepEqual([missing.status, missing.body], [400, { error: 'QUESTION_UNANSWERED' }]);
      assert.equal(missing.headers.get('error-detail'), 'answers: meal is required');
      const wrong = await update({ booking: reference, answers: answers.map((a) => (a.question === 'insured' ? { ...a, value: 1 } : a)) });
      assert.deepEqual([wrong.status, wrong.body], [400, { error: 'ANSWER_INVALID' }]);
      // More tickets, with the booking's per-ticket answers left as they were: positions would shift, so they must be sent.
      const moreTickets = await update({ booking: reference, adult: 3, child: 1 });
      assert.deepEqual([moreTickets.status, moreTickets.body], [400, { error: 'ANSWER_INVALID' }]);
      assert.match(moreTickets.headers.get('error-detail') ?? '', /^answers: the tickets change, and the booking answers questions per ticket by position/);
      const row = await stored(reference);
      assert.deepEqual([row?.status, row?.adult, row?.answers], ['confirmed', 2, answers]);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update').length, 0);

      // Sent for the new party (the child is now ticket 3), the change goes through.
      const four = balloonAnswers(4);
      const accepted = await update({ booking: reference, adult: 3, child: 1, answers: four });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      const call = bodyOf(await callbackFor('/booking_update', reference));
      assert.deepEqual([call.adult, call.child, call.answers], [3, 1, four]);
    });

    it('check kept answers against the questions of now: a question added since must be answered, one withdrawn is dropped', async function () {
      const answers = balloonAnswers(3, true);
      const { reference } = await bookBalloon(answers);
      // The supplier now also asks for a phone number, and no longer about the hotel.
      const phone = { id: 'phone', label: 'A phone number for the day', type: 'text', required: true, per: 'booking' };
      const balloon = declared.BALLOON as { questions: object[] };
      balloon.questions = [...BALLOON_QUESTIONS.filter((q) => q.id !== 'hotel'), phone];
      assert.equal((await products()).status, 200);
      const kept = await update({ booking: reference, notes: 'running late' });
      assert.deepEqual([kept.status, kept.body], [400, { error: 'QUESTION_UNANSWERED' }]);
      assert.equal(kept.headers.get('error-detail'), "answers: phone is required (the booking's answers, kept: send answers to replace them)");
      const withPhone = answers.filter((a) => a.question !== 'hotel').concat({ question: 'phone', value: '+90 555 0100' });
      const changed = await update({ booking: reference, notes: 'running late', answers: withPhone });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual(bodyOf(await callbackFor('/booking_update', reference)).answers, withPhone);

      // Withdrawn altogether: the answers to the withdrawn questions are dropped, the rest kept.
      balloon.questions = BALLOON_QUESTIONS.filter((q) => q.id !== 'hotel');
      assert.equal((await products()).status, 200);
      const after = await update({ booking: reference, notes: 'on time after all' });
      assert.equal(after.status, 200, JSON.stringify(after.body));
      assert.deepEqual(
        (await view(reference)).body.answers,
        withPhone.filter((a) => a.question !== 'phone'),
      );
    });
  });

  describe('the reference supplier', function () {
    it('declares HARBOUR-TOUR’s questions when started with them; agents see them, and a booking answered through the marketplace is taken', async function () {
      const supplier = await startReferenceSupplier({
        username: 'ref',
        password: 'ref-pass',
        databasePath: ':memory:',
        certificate: testStack().ca.issue(['localhost', '127.0.0.1']),
        bookingQuestions: true,
      });
      try {
        const account = await createAccount(w.api, { name: 'Reference', callback_url: supplier.url });
        await grant(w.api, account, w.agent);
        const listed = await w.api.call('GET', `/v1/products?supplier=${account.email}`, { auth: w.agent.auth });
        assert.equal(listed.status, 200, JSON.stringify(listed.body));
        assert.deepEqual(
          Object.fromEntries(
            Object.entries(listed.body as Record<string, { questions?: { id: string }[] }>).map(([code, p]) => [code, p.questions?.map((q) => q.id) ?? null]),
          ),
          { 'CANAL-PASS': null, 'HARBOUR-TOUR': ['passenger_name', 'language', 'wheelchair'], 'MUSEUM-ENTRY': null },
        );
        const rates = await w.api.call('PUT', '/v1/rates/HARBOUR-TOUR', {
          auth: account.auth,
          json: { rates: { adult: { rrp: 22, net: 17.6 }, child: { rrp: 11, net: 8.8 } } },
        });
        assert.equal(rates.status, 200, JSON.stringify(rates.body));
        const date = addDays(todayIn('Europe/Amsterdam'), 4);
        const sale = { product: 'HARBOUR-TOUR', date, time: '10:00', adult: 1, child: 1 };
        const held = await w.api.call('POST', '/v1/reservation', {
          auth: w.agent.auth,
          json: { supplier: account.email, ...sale, expires: new Date(Date.now() + 600_000).toISOString() },
        });
        assert.equal(held.status, 200, JSON.stringify(held.body));
        const booked = await w.api.call('POST', '/v1/booking_confirmation', {
          auth: w.agent.auth,
          json: {
            reservation: held.body.reservation,
            reference: `REF-${randomUUID().slice(0, 8)}`,
            ...sale,
            answers: [
              { question: 'passenger_name', value: 'Ada Lovelace', ticket: 0 },
              { question: 'passenger_name', value: 'Byron Lovelace', ticket: 1 },
              { question: 'language', value: 'English' },
            ],
          },
        });
        assert.equal(booked.status, 200, JSON.stringify(booked.body));
        assert.equal(booked.body.tickets.length, 2);
      } finally {
        await supplier.close();
      }
    });
  });

  describe('in test mode', function () {
    it('checks the answers the same way, and the simulated supplier receives them; the live supplier hears nothing', async function () {
      const as = { auth: w.agent.testAuth };
      const reference = `TQ-${randomUUID().slice(0, 8)}`;
      const body = { reservation: null, supplier: w.owner.email, product: 'BALLOON', date: FAR, adult: 2, child: 1, reference };
      const missing = await w.api.call('POST', '/v1/booking_confirmation', { ...as, json: { ...body, answers: balloonAnswers(3).slice(1) } });
      assert.deepEqual([missing.status, missing.body, missing.headers.get('marketplace-mode')], [400, { error: 'QUESTION_UNANSWERED' }, 'test']);
      assert.equal(missing.headers.get('error-detail'), 'answers: passenger_name is required for every ticket, missing for ticket 0 (adult)');
      const wrong = await w.api.call('POST', '/v1/booking_confirmation', {
        ...as,
        json: { ...body, answers: balloonAnswers(3).map((a) => (a.question === 'meal' ? { ...a, value: 'fish' } : a)) },
      });
      assert.deepEqual([wrong.status, wrong.body], [400, { error: 'ANSWER_INVALID' }]);

      const answers = balloonAnswers(3, true);
      const booked = await w.api.call('POST', '/v1/booking_confirmation', { ...as, json: { ...body, answers } });
      assert.equal(booked.status, 200, JSON.stringify(booked.body));
      const simulated = async () =>
        (
          await testStack()
            .db.of('test')
            .pool.query<{ answers: unknown; notes: string }>('select answers, notes from test.simulated_booking where agent_reference = $1', [reference])
        ).rows[0];
      assert.deepEqual((await simulated())?.answers, answers);
      assert.deepEqual((await view(reference, w.agent.testAuth)).body.answers, answers);
      // Changed in test mode: the simulated supplier's booking has the new answers.
      const changed = answers.map((a) => (a.question === 'hotel' ? { ...a, value: 'Cave Hotel' } : a));
      const updated = await update({ booking: reference, answers: changed }, w.agent.testAuth);
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.deepEqual((await simulated())?.answers, changed);
      // Test mode never calls the live callback_url.
      assert.deepEqual(
        w.ownerCallbacks.requests.filter((r) => r.method === 'POST'),
        [],
      );
      assert.equal(await stored(reference), null, 'the live schema has no such booking');
    });
  });
});
