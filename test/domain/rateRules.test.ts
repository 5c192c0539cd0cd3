import assert from 'node:assert/strict';
import { priceSale, PricingError } from '../../src/domain/pricing.ts';
import { findOverlap, resolveRates, ruleMatches, rulesOverlap, specificity, specificityName, weekdayOf, type RateRule } from '../../src/domain/rateRules.ts';

const rule = (name: string, extra: Partial<RateRule> = {}): RateRule => ({
  name,
  option: null,
  from: null,
  to: null,
  weekdays: null,
  times: null,
  rates: { adult: { rrp: 100, net: 80 } },
  ...extra,
});
const counts = (adult: number, child = 0) => ({ adult, youth: 0, child, infant: 0, senior: 0, student: 0 });

describe('domain: rate rules (issue 43)', function () {
  it('knows the weekday of a calendar date, far from 1970 on both sides', function () {
    assert.deepEqual(['1970-01-01', '2026-11-28', '2031-03-30', '1969-12-31', '0001-01-01', '2400-02-29'].map(weekdayOf), [
      'thu',
      'sat',
      'sun',
      'wed',
      'mon',
      'tue',
    ]);
  });

  it('ranks a time above a weekday above a period, mixes by their highest dimension, and names them', function () {
    const period = { from: '2031-06-01', to: '2031-06-30' };
    assert.deepEqual(
      [
        rule('a', period),
        rule('b', { weekdays: ['sat'] }),
        rule('c', { ...period, weekdays: ['sat'] }),
        rule('d', { times: ['10:00'] }),
        rule('e', { ...period, times: ['10:00'], weekdays: ['sun'] }),
      ].map(specificity),
      [1, 2, 3, 4, 7],
    );
    assert.deepEqual([1, 3, 6, 7].map(specificityName), ['period', 'weekday + period', 'time + weekday', 'time + weekday + period']);
  });

  it('matches a period inclusively, a weekday, a time (never a whole-day sale)', function () {
    const summer = rule('s', { from: '2031-06-01', to: '2031-08-31' });
    assert.deepEqual(
      ['2031-05-31', '2031-06-01', '2031-08-31', '2031-09-01'].map((d) => ruleMatches(summer, d, null)),
      [false, true, true, false],
    );
    const evening = rule('e', { times: ['19:00'] });
    assert.deepEqual(
      [ruleMatches(evening, '2031-06-01', '19:00'), ruleMatches(evening, '2031-06-01', '19:30'), ruleMatches(evening, '2031-06-01', null)],
      [true, false, false],
    );
    const weekend = rule('w', { weekdays: ['sat', 'sun'] });
    assert.deepEqual(
      ['2031-05-30', '2031-05-31', '2031-06-01', '2031-06-02'].map((d) => ruleMatches(weekend, d, null)),
      [false, true, true, false],
    );
  });

  it('resolves each ticket type on its own: the option’s table first, then the most specific rule, then the default', function () {
    const book = {
      rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } },
      options: { EN: { adult: { rrp: 52, net: 41 } } },
      rules: [
        rule('summer', { from: '2031-06-01', to: '2031-08-31', rates: { adult: { rrp: 70, net: 56 } } }),
        rule('weekend', { weekdays: ['sat', 'sun'], rates: { adult: { rrp: 60, net: 48 }, child: { rrp: 30, net: 24 } } }),
        rule('EN evening', { option: 'EN', times: ['19:00'], rates: { adult: { rrp: 95, net: 76 } } }),
        rule('FR only', { option: 'FR', weekdays: ['sat'], rates: { adult: { rrp: 1, net: 1 } } }),
      ],
    };
    const at = (date: string, time: string | null, option: string | null) => {
      const table = resolveRates(book, { date, time, option });
      return [table.adult?.rule, table.adult?.rrp, table.child?.rule, table.child?.rrp];
    };
    assert.deepEqual(at('2031-06-02', null, null), ['summer', 70, 'default', 25]);
    assert.deepEqual(at('2031-06-07', null, null), ['weekend', 60, 'weekend', 30]);
    assert.deepEqual(at('2031-05-26', null, null), ['default', 50, 'default', 25]);
    assert.deepEqual(at('2031-06-02', null, 'EN'), ['options.EN', 52, 'default', 25]);
    assert.deepEqual(at('2031-06-02', '19:00', 'EN'), ['EN evening', 95, 'default', 25]);
    // An option's rule applies to that option's sales only (FR's Saturday rule, not EN's), before the product's.
    assert.deepEqual(at('2031-06-07', null, 'FR'), ['FR only', 1, 'weekend', 30]);
    assert.deepEqual(at('2031-06-07', null, 'EN'), ['options.EN', 52, 'weekend', 30]);
    // An option the table does not name prices as the product.
    assert.deepEqual(at('2031-06-07', null, 'DE'), ['weekend', 60, 'weekend', 30]);
  });

  it('prices a sale from the resolved table, NO_RATE for a type nothing prices that day, discounts capped at net', function () {
    const book = {
      rates: { adult: { rrp: 50, net: 40 } },
      options: {},
      rules: [rule('kids weekend', { weekdays: ['sat'], rates: { child: { rrp: 10, net: 8 } } })],
    };
    const promo = { code: 'P', description: 'p', discount: { adult: 5, child: 100 }, products: [], from: null, to: null };
    assert.deepEqual(priceSale(book, { option: null, date: '2031-06-07', time: null, counts: counts(2, 1) }, promo), {
      rrp: 110,
      net: 88,
      discount: 18,
      unitPrices: { adult: { rrp: 50, net: 40, discount: 5, rule: 'default' }, child: { rrp: 10, net: 8, discount: 8, rule: 'kids weekend' } },
    });
    assert.throws(() => priceSale(book, { option: null, date: '2031-06-09', time: null, counts: counts(1, 1) }, null), PricingError);
  });

  it('finds overlaps only between rules of one table and rank that share a date and time', function () {
    const sat = (name: string, extra: Partial<RateRule> = {}) => rule(name, { weekdays: ['sat'], ...extra });
    // Shared weekday, no period: overlap; disjoint weekdays: none.
    assert.equal(rulesOverlap(sat('a'), sat('b', { weekdays: ['fri', 'sat'] })), true);
    assert.equal(rulesOverlap(sat('a'), sat('b', { weekdays: ['sun'] })), false);
    // Another rank, or another option's table: never.
    assert.equal(rulesOverlap(sat('a'), sat('b', { from: '2031-06-01', to: '2031-06-30' })), false);
    assert.equal(rulesOverlap(sat('a'), sat('b', { option: 'EN' })), false);
    // Periods that meet on their last and first day; that do not meet.
    const p = (from: string, to: string) => rule(`${from}`, { from, to });
    assert.equal(rulesOverlap(p('2031-06-01', '2031-06-30'), p('2031-06-30', '2031-07-31')), true);
    assert.equal(rulesOverlap(p('2031-06-01', '2031-06-29'), p('2031-06-30', '2031-07-31')), false);
    // Weekdays in periods: a shared Saturday must fall in the shared days.
    assert.equal(rulesOverlap(sat('a', { from: '2031-06-01', to: '2031-06-07' }), sat('b', { from: '2031-06-02', to: '2031-06-06' })), false);
    assert.equal(rulesOverlap(sat('a', { from: '2031-06-01', to: '2031-06-07' }), sat('b', { from: '2031-06-07', to: '2031-06-20' })), true);
    assert.equal(rulesOverlap(sat('a', { from: '2031-06-01', to: '2031-06-30' }), sat('b', { from: '2031-06-10', to: '2031-06-25' })), true);
    // Times: one shared departure is enough.
    const t = (name: string, times: string[]) => rule(name, { times });
    assert.equal(rulesOverlap(t('a', ['09:00', '19:00']), t('b', ['19:00'])), true);
    assert.equal(rulesOverlap(t('a', ['09:00']), t('b', ['19:00'])), false);
    assert.deepEqual(findOverlap([sat('a'), t('b', ['09:00']), sat('c', { weekdays: ['sat', 'sun'] })]), [0, 2]);
    assert.equal(findOverlap([sat('a'), t('b', ['09:00'])]), null);
  });
});
