import assert from 'node:assert/strict';
import { z } from 'zod';
import {
  CancellationTermsSchema,
  cancellationCutoff,
  normalizeTerms,
  quoteCancellation,
  refundOf,
  termsFor,
  tripStart,
  type CancellationTerms,
} from '../../src/domain/cancellationTerms.ts';
import { canCancel } from '../../src/domain/dates.ts';
import { productsProblems } from '../../supplier-tools/conformance-kit/src/validators.ts';

const AMS = 'Europe/Amsterdam';
const H = 3_600_000;
const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The quote's instants as ISO strings, for exact comparison. */
function quote(terms: CancellationTerms | null, travelDate: string, travelTime: string | null, now: Date, paid = { rrp: 6250, net: 4900 }, timeZone = AMS) {
  const q = quoteCancellation({ terms, travelDate, travelTime, timeZone, now, paid });
  return { ...q, until: iso(q.until), cutoff: iso(q.cutoff) };
}

describe('domain: cancellation terms', function () {
  describe('the start and the cut-off, in the product’s zone (DST)', function () {
    it('spring forward (Europe/Amsterdam, 2026-03-29): 24 real hours before 10:00 CEST is 09:00 CET the day before', function () {
      const terms = { cutoff_hours: 24 };
      assert.equal(iso(tripStart('2026-03-29', '10:00', AMS)), '2026-03-29T08:00:00.000Z');
      // 10:00 CEST = 08:00Z; 24 h earlier is 08:00Z on the 28th, 09:00 CET (not 10:00: a day is 23 hours long here).
      assert.equal(iso(cancellationCutoff(terms, '2026-03-29', '10:00', AMS)), '2026-03-28T08:00:00.000Z');
      assert.deepEqual(quote(terms, '2026-03-29', '10:00', at('2026-03-28T07:59:59.999Z')), {
        cancellable: true,
        percent: 100,
        refund: { rrp: 6250, net: 4900 },
        tier: null,
        until: '2026-03-28T08:00:00.000Z',
        cutoff: '2026-03-28T08:00:00.000Z',
      });
      assert.equal(quote(terms, '2026-03-29', '10:00', at('2026-03-28T08:00:00.000Z')).cancellable, false);
      // The wall-clock reading (10:00 the day before = 09:00Z) is already past the cut-off.
      assert.equal(quote(terms, '2026-03-29', '10:00', at('2026-03-28T08:30:00.000Z')).cancellable, false);
    });

    it('fall back (Europe/Amsterdam, 2026-10-25): 24 real hours before 10:00 CET is 11:00 CEST the day before', function () {
      const terms = { cutoff_hours: 24 };
      assert.equal(iso(tripStart('2026-10-25', '10:00', AMS)), '2026-10-25T09:00:00.000Z');
      assert.equal(iso(cancellationCutoff(terms, '2026-10-25', '10:00', AMS)), '2026-10-24T09:00:00.000Z');
      // 10:30 CEST the day before (08:30Z) is still allowed: the wall clock would have closed at 10:00.
      assert.equal(quote(terms, '2026-10-25', '10:00', at('2026-10-24T08:30:00.000Z')).cancellable, true);
      assert.equal(quote(terms, '2026-10-25', '10:00', at('2026-10-24T08:59:59.999Z')).cancellable, true);
      assert.equal(quote(terms, '2026-10-25', '10:00', at('2026-10-24T09:00:00.000Z')).cancellable, false);
      // Across the change: 3 hours before 04:00 CET is 00:00Z (02:00 CEST, the first of the two 02:00s).
      assert.equal(iso(cancellationCutoff({ cutoff_hours: 3 }, '2026-10-25', '04:00', AMS)), '2026-10-25T00:00:00.000Z');
    });

    it('a wall time in the spring-forward gap resolves forward (compatible); an ambiguous one to its earlier instant', function () {
      // 02:30 does not exist on 2026-03-29: it is read as 03:30 CEST.
      assert.equal(iso(tripStart('2026-03-29', '02:30', AMS)), '2026-03-29T01:30:00.000Z');
      assert.equal(iso(cancellationCutoff({ cutoff_hours: 2 }, '2026-03-29', '02:30', AMS)), '2026-03-28T23:30:00.000Z');
      // 02:30 happens twice on 2026-10-25: the first (CEST) counts.
      assert.equal(iso(tripStart('2026-10-25', '02:30', AMS)), '2026-10-25T00:30:00.000Z');
    });

    it('a whole-day product starts at the date’s 00:00 in its zone', function () {
      assert.equal(iso(tripStart('2026-03-29', null, AMS)), '2026-03-28T23:00:00.000Z');
      assert.equal(iso(cancellationCutoff({ cutoff_hours: 48 }, '2026-03-29', null, AMS)), '2026-03-26T23:00:00.000Z');
      assert.equal(iso(tripStart('2026-10-25', null, AMS)), '2026-10-24T22:00:00.000Z');
      assert.equal(iso(cancellationCutoff({ cutoff_hours: 0 }, '2026-10-25', null, AMS)), '2026-10-24T22:00:00.000Z');
      assert.equal(iso(tripStart('2026-06-01', null, 'Pacific/Kiritimati')), '2026-05-31T10:00:00.000Z');
    });
  });

  describe('the refund tiers', function () {
    const terms: CancellationTerms = {
      cutoff_hours: 24,
      refunds: [
        { hours_before: 72, percent: 100 },
        { hours_before: 48, percent: 50 },
        { hours_before: 30, percent: 25 },
      ],
    };
    // 2026-06-10 10:00 CEST.
    const start = Date.parse('2026-06-10T08:00:00.000Z');
    const ahead = (ms: number) => new Date(start - ms);

    it('applies the first tier the time left reaches, a boundary belonging to its tier, until the next boundary', function () {
      assert.deepEqual(quote(terms, '2026-06-10', '10:00', ahead(1000 * H)), {
        cancellable: true,
        percent: 100,
        refund: { rrp: 6250, net: 4900 },
        tier: { hours_before: 72, percent: 100 },
        until: '2026-06-07T08:00:00.000Z',
        cutoff: '2026-06-09T08:00:00.000Z',
      });
      // Exactly 72 hours left: still the 72-hour tier.
      const exactly = quote(terms, '2026-06-10', '10:00', ahead(72 * H));
      assert.deepEqual([exactly.percent, exactly.tier, exactly.until], [100, { hours_before: 72, percent: 100 }, '2026-06-07T08:00:00.000Z']);
      // A millisecond later: the 48-hour tier, half.
      assert.deepEqual(quote(terms, '2026-06-10', '10:00', ahead(72 * H - 1)), {
        cancellable: true,
        percent: 50,
        refund: { rrp: 3125, net: 2450 },
        tier: { hours_before: 48, percent: 50 },
        until: '2026-06-08T08:00:00.000Z',
        cutoff: '2026-06-09T08:00:00.000Z',
      });
      assert.equal(quote(terms, '2026-06-10', '10:00', ahead(48 * H)).percent, 50);
      const quarter = quote(terms, '2026-06-10', '10:00', ahead(48 * H - 1));
      assert.deepEqual([quarter.percent, quarter.refund, quarter.until], [25, { rrp: 1562, net: 1225 }, '2026-06-09T02:00:00.000Z']);
      // Past the last tier, before the cut-off: cancellable, nothing back, until the cut-off.
      assert.deepEqual(quote(terms, '2026-06-10', '10:00', ahead(30 * H - 1)), {
        cancellable: true,
        percent: 0,
        refund: { rrp: 0, net: 0 },
        tier: null,
        until: '2026-06-09T08:00:00.000Z',
        cutoff: '2026-06-09T08:00:00.000Z',
      });
      assert.deepEqual(quote(terms, '2026-06-10', '10:00', ahead(24 * H)), {
        cancellable: false,
        percent: 0,
        refund: { rrp: 0, net: 0 },
        tier: null,
        until: null,
        cutoff: '2026-06-09T08:00:00.000Z',
      });
      assert.equal(quote(terms, '2026-06-10', '10:00', ahead(24 * H + 1)).cancellable, true);
      assert.equal(quote(terms, '2026-06-10', '10:00', new Date(start + H)).cancellable, false);
    });

    it('a tier below the cut-off applies from the previous boundary until the cut-off; omitted refunds are 100%, an empty list 0%', function () {
      const low = {
        cutoff_hours: 24,
        refunds: [
          { hours_before: 72, percent: 100 },
          { hours_before: 0, percent: 10 },
        ],
      };
      assert.deepEqual(quote(low, '2026-06-10', '10:00', ahead(30 * H)), {
        cancellable: true,
        percent: 10,
        refund: { rrp: 625, net: 490 },
        tier: { hours_before: 0, percent: 10 },
        until: '2026-06-09T08:00:00.000Z',
        cutoff: '2026-06-09T08:00:00.000Z',
      });
      const full = quote({ cutoff_hours: 24 }, '2026-06-10', '10:00', ahead(25 * H));
      assert.deepEqual([full.percent, full.tier, full.refund, full.until], [100, null, { rrp: 6250, net: 4900 }, '2026-06-09T08:00:00.000Z']);
      const none = quote({ cutoff_hours: 24, refunds: [] }, '2026-06-10', '10:00', ahead(500 * H));
      assert.deepEqual([none.cancellable, none.percent, none.tier, none.refund], [true, 0, null, { rrp: 0, net: 0 }]);
      // Cut-off 0: cancellable until the very start.
      assert.equal(quote({ cutoff_hours: 0 }, '2026-06-10', '10:00', ahead(1)).cancellable, true);
      assert.equal(quote({ cutoff_hours: 0 }, '2026-06-10', '10:00', ahead(0)).cancellable, false);
    });

    it('rounds refunds down to the minor unit', function () {
      assert.equal(refundOf(999, 25), 249);
      assert.equal(refundOf(1, 50), 0);
      assert.equal(refundOf(3, 33), 0);
      assert.equal(refundOf(1_000_000_000_000, 99), 990_000_000_000);
      assert.equal(refundOf(6250, 100), 6250);
      const odd = quote(terms, '2026-06-10', '10:00', ahead(40 * H), { rrp: 999, net: 1 });
      assert.deepEqual([odd.percent, odd.refund], [25, { rrp: 249, net: 0 }]);
    });
  });

  describe('without terms: today’s rule', function () {
    it('cancellable until the day before the travel date begins in the product’s zone, 100%', function () {
      // The day before 2026-03-30 begins at 00:00 CET on the 29th (23:00Z on the 28th), the night of the change.
      assert.equal(iso(cancellationCutoff(null, '2026-03-30', '09:00', AMS)), '2026-03-28T23:00:00.000Z');
      assert.deepEqual(quote(null, '2026-03-30', '09:00', at('2026-03-28T22:59:59.999Z')), {
        cancellable: true,
        percent: 100,
        refund: { rrp: 6250, net: 4900 },
        tier: null,
        until: '2026-03-28T23:00:00.000Z',
        cutoff: '2026-03-28T23:00:00.000Z',
      });
      assert.deepEqual(quote(null, '2026-03-30', null, at('2026-03-28T23:00:00.000Z')), {
        cancellable: false,
        percent: 0,
        refund: { rrp: 0, net: 0 },
        tier: null,
        until: null,
        cutoff: '2026-03-28T23:00:00.000Z',
      });
    });

    it('agrees with canCancel hour by hour, across DST changes and a zone whose midnight is skipped', function () {
      const cases: [string, string, string][] = [
        [AMS, '2026-03-30', '2026-03-26T00:00:00Z'],
        [AMS, '2026-10-26', '2026-10-22T00:00:00Z'],
        // America/Santiago skips 2026-09-06 00:00 (clocks go to 01:00).
        ['America/Santiago', '2026-09-07', '2026-09-03T00:00:00Z'],
        ['Pacific/Kiritimati', '2026-06-02', '2026-05-29T00:00:00Z'],
      ];
      for (const [zone, date, from] of cases) {
        const cutoff = cancellationCutoff(null, date, null, zone).getTime();
        for (let t = Date.parse(from); t < Date.parse(from) + 5 * 24 * H; t += H / 4) {
          const now = new Date(t);
          assert.equal(
            quoteCancellation({ terms: null, travelDate: date, travelTime: null, timeZone: zone, now, paid: { rrp: 1, net: 1 } }).cancellable,
            canCancel(date, zone, now),
            `${zone} ${date} at ${now.toISOString()}`,
          );
          assert.equal(t < cutoff, canCancel(date, zone, now), `cut-off of ${zone} ${date} at ${now.toISOString()}`);
        }
      }
      assert.equal(iso(cancellationCutoff(null, '2026-09-07', null, 'America/Santiago')), '2026-09-06T04:00:00.000Z');
    });
  });

  describe('the declared shape', function () {
    const refused: [string, unknown, RegExp][] = [
      ['a negative cut-off', { cutoff_hours: -1 }, /cutoff_hours/],
      ['a cut-off over a year', { cutoff_hours: 8761 }, /cutoff_hours/],
      ['fractional hours', { cutoff_hours: 1.5 }, /cutoff_hours/],
      ['hours as a string', { cutoff_hours: '24' }, /cutoff_hours/],
      ['no cut-off', { refunds: [] }, /cutoff_hours/],
      ['a percent over 100', { cutoff_hours: 0, refunds: [{ hours_before: 10, percent: 101 }] }, /refunds\.0\.percent/],
      ['a negative percent', { cutoff_hours: 0, refunds: [{ hours_before: 10, percent: -1 }] }, /refunds\.0\.percent/],
      ['a negative hours_before', { cutoff_hours: 0, refunds: [{ hours_before: -1, percent: 10 }] }, /refunds\.0\.hours_before/],
      [
        'tiers in ascending order',
        {
          cutoff_hours: 0,
          refunds: [
            { hours_before: 10, percent: 10 },
            { hours_before: 20, percent: 50 },
          ],
        },
        /refunds\.1\.hours_before: tiers out of order/,
      ],
      [
        'two tiers at the same hour',
        {
          cutoff_hours: 0,
          refunds: [
            { hours_before: 10, percent: 10 },
            { hours_before: 10, percent: 50 },
          ],
        },
        /tiers out of order/,
      ],
      ['eleven tiers', { cutoff_hours: 0, refunds: Array.from({ length: 11 }, (_, i) => ({ hours_before: 100 - i, percent: 50 })) }, /refunds/],
      ['refunds not a list', { cutoff_hours: 0, refunds: { hours_before: 1, percent: 1 } }, /refunds/],
    ];
    for (const [what, terms, problem] of refused) {
      it(`refuses ${what}, and the conformance kit names the problem`, function () {
        assert.equal(CancellationTermsSchema.safeParse(terms).success, false);
        const product = { name: 'Tour', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: AMS, options: {} };
        const problems = productsProblems({ TOUR: { ...product, cancellation: terms } });
        assert.equal(problems.length, 1, problems.join('\n'));
        assert.match(problems[0]!, /^TOUR\.cancellation\./);
        assert.match(problems[0]!, problem);
        const onOption = productsProblems({ TOUR: { ...product, options: { EN: { name: 'English', cancellation: terms } } } });
        assert.match(onOption[0] ?? '', /^TOUR\.options\.EN\.cancellation\./);
      });
    }

    it('accepts tiers in strictly descending order, however many (up to ten)', function () {
      const refunds = [
        { hours_before: 72, percent: 100 },
        { hours_before: 48, percent: 75 },
        { hours_before: 24, percent: 50 },
        { hours_before: 6, percent: 10 },
      ];
      assert.deepEqual(normalizeTerms(CancellationTermsSchema.parse({ cutoff_hours: 2, refunds })), { cutoff_hours: 2, refunds });
      const ten = Array.from({ length: 10 }, (_, i) => ({ hours_before: 100 - i, percent: 50 }));
      assert.equal(CancellationTermsSchema.safeParse({ cutoff_hours: 0, refunds: ten }).success, true);
      // The problem is named at the first tier out of order, wherever it is.
      const third = CancellationTermsSchema.safeParse({ cutoff_hours: 0, refunds: [...refunds.slice(0, 2), { hours_before: 48, percent: 5 }] });
      assert.deepEqual(
        third.error?.issues.map((i) => [i.path.join('.'), i.message]),
        [['refunds.2.hours_before', 'tiers out of order: hours_before must be strictly descending']],
      );
    });

    it('documents every field it takes (the OpenAPI documents show these words)', function () {
      const schema = z.toJSONSchema(CancellationTermsSchema) as {
        properties: Record<string, { description?: string; anyOf?: { items?: { properties: Record<string, { description?: string }> } }[] }>;
      };
      assert.match(schema.properties.cutoff_hours?.description ?? '', /until this many hours before the start/);
      assert.match(schema.properties.refunds?.description ?? '', /strictly descending/);
      const tier = schema.properties.refunds?.anyOf?.find((s) => s.items)?.items?.properties;
      assert.match(tier?.hours_before?.description ?? '', /at least this many hours away/);
      assert.match(tier?.percent?.description ?? '', /rounded down to the currency’s minor unit/);
    });

    it('keeps only the known fields: refunds left out when omitted or null', function () {
      assert.deepEqual(normalizeTerms(CancellationTermsSchema.parse({ cutoff_hours: 24, note: 'x' })), { cutoff_hours: 24 });
      assert.deepEqual(normalizeTerms(CancellationTermsSchema.parse({ cutoff_hours: 24, refunds: null })), { cutoff_hours: 24 });
      assert.deepEqual(normalizeTerms(CancellationTermsSchema.parse({ cutoff_hours: 0, refunds: [{ hours_before: 8760, percent: 0, x: 1 }] })), {
        cutoff_hours: 0,
        refunds: [{ hours_before: 8760, percent: 0 }],
      });
    });

    it('an option’s own terms override its product’s', function () {
      const product = { cancellation: { cutoff_hours: 48 }, options: { EN: { cancellation: { cutoff_hours: 2 } }, NL: {} } };
      assert.deepEqual(termsFor(product, 'EN'), { cutoff_hours: 2 });
      assert.deepEqual(termsFor(product, 'NL'), { cutoff_hours: 48 });
      assert.deepEqual(termsFor(product, null), { cutoff_hours: 48 });
      assert.equal(termsFor({ cancellation: null, options: { NL: {} } }, 'NL'), null);
      assert.deepEqual(termsFor({ cancellation: null, options: { EN: { cancellation: { cutoff_hours: 1 } } } }, 'EN'), { cutoff_hours: 1 });
    });
  });
});
