import assert from 'node:assert/strict';
import { z } from 'zod';
import { daySchema, parseSupplierAvailability, pickupsSchema, shapeForAgent, type Day } from '../../src/domain/availability.ts';
import {
  addDays,
  canCancel,
  canUpdate,
  checkRange,
  datesBetween,
  dayCount,
  daysUntil,
  isIsoDate,
  isTime,
  isValidTimeZone,
  todayIn,
} from '../../src/domain/dates.ts';
import { currencyDigits, fromMinor, MoneyError, toMinor } from '../../src/domain/money.ts';
import {
  effectiveRates,
  PricingError,
  promotionAppliesTo,
  quote,
  quoteToMajor,
  rateTableToMajor,
  unitPrices,
  unitPricesToMajor,
  type ProductRates,
  type Promotion,
  type RateTable,
} from '../../src/domain/pricing.ts';
import { countsShape, pickCounts, requestedTypes, totalTickets, validateCounts, type Counts } from '../../src/domain/ticketTypes.ts';

const counts = (partial: Partial<Counts>): Counts => ({ adult: 0, youth: 0, child: 0, infant: 0, senior: 0, student: 0, ...partial });

describe('domain: ticket types', function () {
  const body = z.object({ ...countsShape });

  it('fills omitted counts with 0 and refuses fractions and negatives', function () {
    assert.deepEqual(body.parse({ adult: 2 }), counts({ adult: 2 }));
    for (const bad of [{ adult: 1.5 }, { child: -1 }, { adult: '2' }, { senior: null }]) {
      assert.equal(body.safeParse(bad).success, false, JSON.stringify(bad));
    }
  });

  for (const [partial, expected] of [
    [{}, 'INVALID_COUNTS'],
    [{ adult: 1 }, null],
    [{ adult: 60, child: 40 }, null],
    [{ adult: 60, child: 41 }, 'INVALID_COUNTS'],
    [{ infant: 1 }, null],
  ] as const) {
    it(`validateCounts(${JSON.stringify(partial)}) → ${expected}`, function () {
      assert.equal(validateCounts(counts(partial)), expected);
    });
  }

  it('totals and lists requested types in canonical order', function () {
    const c = counts({ student: 1, adult: 2, child: 3 });
    assert.equal(totalTickets(c), 6);
    assert.deepEqual(requestedTypes(c), ['adult', 'child', 'student']);
  });

  it('picks exactly the six counts out of a wider body', function () {
    const body = { ...counts({ adult: 1, youth: 2, child: 3, infant: 4, senior: 5, student: 6 }), agent_reference: 'REF-1', product: 'TOUR' };
    assert.deepEqual(pickCounts(body), { adult: 1, youth: 2, child: 3, infant: 4, senior: 5, student: 6 });
  });
});

describe('domain: money', function () {
  it('knows minor-unit digits per currency', function () {
    assert.equal(currencyDigits('EUR'), 2);
    assert.equal(currencyDigits('JPY'), 0);
    assert.equal(currencyDigits('KWD'), 3);
    assert.throws(
      () => currencyDigits('EURO'),
      (e: unknown) => e instanceof MoneyError && e.code === 'INVALID_CURRENCY',
    );
  });

  for (const [amount, currency, minor] of [
    [19.99, 'EUR', 1999],
    [0.1, 'EUR', 10],
    [0.3, 'EUR', 30],
    [0, 'EUR', 0],
    [12, 'EUR', 1200],
    [12.5, 'EUR', 1250],
    [100, 'JPY', 100],
    [1.234, 'KWD', 1234],
    [1_000_000_000, 'EUR', 100_000_000_000],
  ] as const) {
    it(`${amount} ${currency} ⇄ ${minor}`, function () {
      assert.equal(toMinor(amount, currency), minor);
      assert.equal(fromMinor(minor, currency), amount);
    });
  }

  it('goes through the decimal text, so float drift cannot creep in', function () {
    // 1.15 * 100 === 114.99999999999999 in binary arithmetic
    assert.equal(toMinor(1.15, 'EUR'), 115);
    assert.equal(toMinor(4.35, 'EUR'), 435);
    // 0.1 + 0.2 is 0.30000000000000004: that value really has 17 decimals and is refused, not rounded
    assert.throws(() => toMinor(0.1 + 0.2, 'EUR'), MoneyError);
    assert.equal(toMinor(0.1, 'EUR') + toMinor(0.2, 'EUR'), toMinor(0.3, 'EUR'));
    assert.equal(fromMinor(1234, 'EUR'), 12.34);
    assert.equal(fromMinor(5, 'EUR'), 0.05);
    assert.equal(fromMinor(1, 'KWD'), 0.001);
    assert.equal(fromMinor(-1999, 'EUR'), -19.99);
  });

  for (const [amount, currency] of [
    [1.005, 'EUR'],
    [-1, 'EUR'],
    [-0.01, 'EUR'],
    [Number.NaN, 'EUR'],
    [Number.POSITIVE_INFINITY, 'EUR'],
    [1e-7, 'EUR'],
    [1e21, 'EUR'],
    [1_000_000_000.01, 'EUR'],
    [1_000_000_001, 'JPY'],
    [100.5, 'JPY'],
    [1.2345, 'KWD'],
  ] as const) {
    it(`refuses ${amount} ${currency}`, function () {
      assert.throws(
        () => toMinor(amount, currency),
        (e: unknown) => e instanceof MoneyError && e.code === 'INVALID_AMOUNT',
      );
    });
  }

  it('refuses non-integer minor amounts', function () {
    assert.throws(() => fromMinor(1.5, 'EUR'), MoneyError);
  });

  it('says which rule refused an amount', function () {
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        assert.ok(err instanceof MoneyError);
        assert.equal(err.name, 'MoneyError');
        return `${err.code}: ${err.message}`;
      }
      assert.fail('not refused');
    };
    // Each guard on its own: -1 and NaN would also fail the decimal pattern further down.
    const cases: [() => unknown, string][] = [
      [() => toMinor(-1, 'EUR'), 'INVALID_AMOUNT: amount is negative: -1'],
      [() => toMinor(Number.NaN, 'EUR'), 'INVALID_AMOUNT: amount is not a finite number: NaN'],
      [() => toMinor(Number.NEGATIVE_INFINITY, 'EUR'), 'INVALID_AMOUNT: amount is not a finite number: -Infinity'],
      [() => toMinor('12' as unknown as number, 'EUR'), 'INVALID_AMOUNT: amount is not a finite number: 12'],
      [() => toMinor(1e-7, 'EUR'), 'INVALID_AMOUNT: amount is not a plain decimal: 1e-7'],
      [() => toMinor(1.005, 'EUR'), 'INVALID_AMOUNT: EUR allows 2 decimals: 1.005'],
      [() => toMinor(1_000_000_000.5, 'EUR'), 'INVALID_AMOUNT: amount is too large: 1000000000.5'],
      [() => fromMinor(0.5, 'EUR'), 'INVALID_AMOUNT: minor amount is not an integer: 0.5'],
      [() => currencyDigits('EURO'), 'INVALID_CURRENCY: not a currency code: EURO'],
      [() => toMinor(1, 'XYZ1'), 'INVALID_CURRENCY: not a currency code: XYZ1'],
    ];
    for (const [f, expected] of cases) assert.equal(refusal(f), expected);
  });

  it('reads minor-unit digits from ICU on first use, in any letter case', async function () {
    // A module instance of its own has an empty cache: the digits are looked up here, not remembered from an earlier test.
    const fresh: typeof import('../../src/domain/money.ts') = await import(`../../src/domain/money.ts?fresh=${Date.now()}`);
    for (const [currency, digits] of [
      ['kwd', 3],
      ['EUR', 2],
      ['jpy', 0],
      ['BHD', 3],
      ['Clp', 0],
    ] as const) {
      assert.equal(fresh.currencyDigits(currency), digits, currency);
      assert.equal(fresh.currencyDigits(currency.toUpperCase()), digits, `${currency} again`);
    }
  });
});

describe('domain: pricing', function () {
  const product: ProductRates = {
    rates: { adult: { rrp: 5000, net: 4000 }, child: { rrp: 2500, net: 2000 } },
    options: { PREMIUM: { adult: { rrp: 7000, net: 5600 }, senior: { rrp: 3000, net: 2400 } } },
  };
  const promo = (over: Partial<Promotion> = {}): Promotion => ({
    code: 'SPRING',
    description: 'Spring sale',
    discount: { adult: 500 },
    products: [],
    from: null,
    to: null,
    ...over,
  });

  it('lets option rates override product rates per ticket type', function () {
    assert.deepEqual(effectiveRates(product, 'PREMIUM'), {
      adult: { rrp: 7000, net: 5600 },
      child: { rrp: 2500, net: 2000 },
      senior: { rrp: 3000, net: 2400 },
    });
    assert.deepEqual(effectiveRates(product), product.rates);
    assert.deepEqual(effectiveRates(product, null), product.rates);
    assert.deepEqual(effectiveRates(product, 'UNKNOWN'), product.rates);
    assert.deepEqual(effectiveRates(product, 'constructor'), product.rates);
  });

  it('applies no option when none is asked for, even if an option code reads "null", "undefined" or ""', function () {
    const odd: ProductRates = {
      rates: product.rates,
      options: { null: { adult: { rrp: 1, net: 1 } }, undefined: { adult: { rrp: 2, net: 2 } }, '': { adult: { rrp: 3, net: 3 } } },
    };
    assert.deepEqual(effectiveRates(odd, null), product.rates);
    assert.deepEqual(effectiveRates(odd), product.rates);
    assert.deepEqual(effectiveRates(odd, ''), product.rates);
    assert.deepEqual(effectiveRates(odd, 'null'), { ...product.rates, adult: { rrp: 1, net: 1 } });
  });

  it('quotes totals before discount plus the total discount', function () {
    const rates = effectiveRates(product);
    assert.deepEqual(quote(rates, counts({ adult: 2, child: 1 }), promo()), { rrp: 12500, net: 10000, discount: 1000 });
    assert.deepEqual(quote(rates, counts({ adult: 2, child: 1 }), null), { rrp: 12500, net: 10000, discount: 0 });
    assert.deepEqual(quoteToMajor(quote(rates, counts({ adult: 2, child: 1 }), promo()), 'EUR'), { rrp: 125, net: 100, discount: 10 });
  });

  it('caps a per-ticket discount at the net rate', function () {
    const rates: RateTable = { adult: { rrp: 5000, net: 4000 }, child: { rrp: 2500, net: 2000 } };
    const big = promo({ discount: { adult: 4500, child: 100 } });
    assert.deepEqual(unitPrices(rates, big), {
      adult: { rrp: 5000, net: 4000, discount: 4000 },
      child: { rrp: 2500, net: 2000, discount: 100 },
    });
    assert.deepEqual(quote(rates, counts({ adult: 1, child: 2 }), big), { rrp: 10000, net: 8000, discount: 4200 });
  });

  it('throws NO_RATE for a requested type without a rate, but not for unrequested ones', function () {
    const rates = effectiveRates(product);
    assert.throws(
      () => quote(rates, counts({ adult: 1, senior: 1 }), null),
      (e: unknown) =>
        e instanceof PricingError &&
        e.code === 'NO_RATE' &&
        e.ticketType === 'senior' &&
        e.name === 'PricingError' &&
        e.message === 'no rate for ticket type senior',
    );
    assert.deepEqual(quote(effectiveRates(product, 'PREMIUM'), counts({ senior: 1 }), null), { rrp: 3000, net: 2400, discount: 0 });
  });

  it('converts unit prices and rate tables to major units, leaving out the types without a price', function () {
    const prices = unitPrices({ adult: { rrp: 5000, net: 4000 }, infant: { rrp: 5, net: 1 } }, promo({ discount: { adult: 1050 } }));
    assert.deepEqual(unitPricesToMajor(prices, 'EUR'), { adult: { rrp: 50, net: 40, discount: 10.5 }, infant: { rrp: 0.05, net: 0.01, discount: 0 } });
    assert.deepEqual(unitPricesToMajor(prices, 'JPY'), { adult: { rrp: 5000, net: 4000, discount: 1050 }, infant: { rrp: 5, net: 1, discount: 0 } });
    assert.deepEqual(unitPricesToMajor({}, 'EUR'), {});
    assert.deepEqual(rateTableToMajor({ child: { rrp: 2550, net: 2000 }, student: { rrp: 1, net: 0 } }, 'EUR'), {
      child: { rrp: 25.5, net: 20 },
      student: { rrp: 0.01, net: 0 },
    });
    assert.deepEqual(rateTableToMajor({ senior: { rrp: 1234, net: 1000 } }, 'KWD'), { senior: { rrp: 1.234, net: 1 } });
    assert.deepEqual(rateTableToMajor({}, 'EUR'), {});
  });

  for (const [over, productCode, date, expected] of [
    [{}, 'ANY', '2026-01-01', true],
    [{ products: ['TOUR'] }, 'TOUR', '2026-01-01', true],
    [{ products: ['TOUR'] }, 'BOAT', '2026-01-01', false],
    [{ from: '2026-03-01', to: '2026-03-31' }, 'TOUR', '2026-03-01', true],
    [{ from: '2026-03-01', to: '2026-03-31' }, 'TOUR', '2026-03-31', true],
    [{ from: '2026-03-01', to: '2026-03-31' }, 'TOUR', '2026-02-28', false],
    [{ from: '2026-03-01', to: '2026-03-31' }, 'TOUR', '2026-04-01', false],
    [{ from: '2026-03-01' }, 'TOUR', '2099-12-31', true],
    [{ to: '2026-03-31' }, 'TOUR', '2000-01-01', true],
    [{ products: ['BOAT'], from: '2026-03-01' }, 'TOUR', '2026-03-05', false],
  ] as const) {
    it(`promotion ${JSON.stringify(over)} on ${productCode} ${date} → ${expected}`, function () {
      assert.equal(promotionAppliesTo(promo({ ...over, products: [...(over.products ?? [])] }), productCode, date), expected);
    });
  }
});

describe('domain: dates', function () {
  for (const [s, expected] of [
    ['2026-03-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-1', false],
    ['2026-03-01T00:00:00Z', false],
    [' 2026-03-01', false],
    ['', false],
  ] as const) {
    it(`isIsoDate(${JSON.stringify(s)}) → ${expected}`, function () {
      assert.equal(isIsoDate(s), expected);
    });
  }

  it('takes only strings as dates, from year 1 on', function () {
    // Objects and numbers are not dates even when their text would be: the pattern alone would coerce them.
    for (const bad of [20260301, null, undefined, { toString: () => '2026-03-01' }, ['2026-03-01']]) assert.equal(isIsoDate(bad), false, String(bad));
    assert.equal(isIsoDate('0000-01-01'), false, 'PostgreSQL has no year 0');
    assert.equal(isIsoDate('0001-01-01'), true);
    assert.equal(isIsoDate('0099-12-31'), true, 'years 0-99 are not mapped onto 1900-1999');
    assert.equal(isIsoDate('9999-12-31'), true);
  });

  it('accepts HH:MM times from 00:00 to 23:59 only', function () {
    for (const ok of ['00:00', '09:30', '23:59']) assert.equal(isTime(ok), true, ok);
    for (const bad of ['24:00', '9:30', '12:60', '12:00:00', '']) assert.equal(isTime(bad), false, bad);
    for (const bad of [930, null, { toString: () => '09:30' }]) assert.equal(isTime(bad), false, String(bad));
  });

  it('adds and subtracts days across month, year and leap-day boundaries', function () {
    assert.equal(addDays('2026-02-28', 1), '2026-03-01');
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(addDays('2026-01-01', -1), '2025-12-31');
    assert.equal(addDays('2026-03-29', 0), '2026-03-29');
    assert.equal(addDays('2026-03-01', 366), '2027-03-02');
  });

  it('lists dates inclusively across month, year and leap-day boundaries', function () {
    assert.deepEqual(datesBetween('2026-01-30', '2026-02-02'), ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    assert.deepEqual(datesBetween('2025-12-31', '2026-01-01'), ['2025-12-31', '2026-01-01']);
    assert.deepEqual(datesBetween('2024-02-28', '2024-03-01'), ['2024-02-28', '2024-02-29', '2024-03-01']);
    assert.deepEqual(datesBetween('2026-03-29', '2026-03-29'), ['2026-03-29']);
    assert.deepEqual(datesBetween('2026-03-02', '2026-03-01'), []);
    // Europe's DST switch (2026-03-29) must not drop or repeat a day
    assert.equal(datesBetween('2026-01-01', '2026-12-31').length, 365);
  });

  for (const [from, to, expected] of [
    ['2026-01-01', '2026-01-01', null],
    ['2026-01-01', '2027-01-01', null], // 366 days inclusive
    ['2026-01-01', '2027-01-02', 'DATE_RANGE_TOO_LARGE'], // 367
    ['2024-01-01', '2024-12-31', null], // leap year, 366
    ['2026-01-02', '2026-01-01', 'INVALID_DATE_RANGE'],
    ['2026-02-30', '2026-03-01', 'INVALID_DATE'],
    ['2026-03-01', 'tomorrow', 'INVALID_DATE'],
  ] as const) {
    it(`checkRange(${from}, ${to}) → ${expected}`, function () {
      assert.equal(checkRange(from, to), expected);
    });
  }

  it('counts days inclusively', function () {
    assert.equal(dayCount('2026-01-01', '2027-01-01'), 366);
    assert.equal(dayCount('2026-03-01', '2026-03-01'), 1);
  });

  it('tells today in a zone, not on the server clock', function () {
    const now = new Date('2026-03-01T11:00:00Z');
    assert.equal(todayIn('Pacific/Kiritimati', now), '2026-03-02'); // UTC+14 → 01:00 next day
    assert.equal(todayIn('Pacific/Pago_Pago', now), '2026-03-01'); // UTC−11 → 00:00
    assert.equal(todayIn('Pacific/Pago_Pago', new Date('2026-03-01T10:59:59Z')), '2026-02-28');
    assert.equal(todayIn('UTC', now), '2026-03-01');
    assert.equal(isValidTimeZone('Europe/Amsterdam'), true);
    assert.equal(isValidTimeZone('Mars/Olympus_Mons'), false);
    assert.equal(isValidTimeZone(''), false);
    // Intl would take a missing zone as the server's own: not a zone the product named.
    assert.equal(isValidTimeZone(undefined), false);
    assert.equal(isValidTimeZone(null), false);
    assert.equal(isValidTimeZone(0), false);
  });

  it('allows updates before the travel date and cancellation more than one day before', function () {
    const now = new Date('2026-03-01T11:00:00Z'); // Kiritimati: 2026-03-02, Pago Pago: 2026-03-01
    const table: [string, string, number, boolean, boolean][] = [
      ['2026-03-02', 'Pacific/Kiritimati', 0, false, false],
      ['2026-03-03', 'Pacific/Kiritimati', 1, true, false],
      ['2026-03-04', 'Pacific/Kiritimati', 2, true, true],
      ['2026-03-01', 'Pacific/Kiritimati', -1, false, false],
      ['2026-03-02', 'Pacific/Pago_Pago', 1, true, false],
      ['2026-03-03', 'Pacific/Pago_Pago', 2, true, true],
      ['2026-03-01', 'Pacific/Pago_Pago', 0, false, false],
    ];
    for (const [date, zone, days, update, cancel] of table) {
      assert.equal(daysUntil(date, zone, now), days, `${date} ${zone}`);
      assert.equal(canUpdate(date, zone, now), update, `update ${date} ${zone}`);
      assert.equal(canCancel(date, zone, now), cancel, `cancel ${date} ${zone}`);
    }
  });
});

describe('domain: availability', function () {
  const slot = (over: Record<string, unknown> = {}) => ({ open: true, vacancies: 12, tickets: { adult: 'Aged 18+' }, pickups: [], ...over });
  const formA = (over: Record<string, unknown> = {}) => ({
    hours: { '09:00': '17:00' },
    availability: { open: true, vacancies: 30, tickets: { adult: 'Aged 18+', child: 'Aged 4-17' } },
    pickups: { Central: { address: 'Main square', latitude: 52.37, longitude: 4.89, time: '08:30' } },
    ...over,
  });
  const formB = (over: Record<string, unknown> = {}) => ({ times: { '10:00': slot(), '14:00': slot({ open: false, vacancies: 0 }) }, ...over });

  const parse = (raw: unknown, from = '2026-03-01', to = '2026-03-02') => parseSupplierAvailability(raw, from, to);
  const parsedDays = (raw: unknown, from?: string, to?: string): Record<string, Day> => {
    const result = parse(raw, from, to);
    assert.ok(result.ok, result.ok ? '' : result.reason);
    return result.days;
  };

  it('accepts both forms, mixed across dates', function () {
    const days = parsedDays({ '2026-03-01': formA(), '2026-03-02': formB() });
    assert.deepEqual(days, { '2026-03-01': formA(), '2026-03-02': formB() });
  });

  it('accepts an empty pickups list and a missing pickups field, leaving it missing', function () {
    const { pickups: _omitted, ...noPickups } = formA();
    const days = parsedDays({ '2026-03-01': formA({ pickups: [] }), '2026-03-02': noPickups });
    assert.deepEqual(days['2026-03-01']?.pickups, []);
    assert.equal('pickups' in (days['2026-03-02'] ?? {}), false);
  });

  it('accepts a day that closes at midnight and null vacancies, keeping both as sent', function () {
    const days = parsedDays({ '2026-03-01': formA({ hours: { '18:00': '24:00' } }), '2026-03-02': formB({ times: { '10:00': slot({ vacancies: null }) } }) });
    assert.deepEqual(days['2026-03-01']?.hours, { '18:00': '24:00' });
    assert.equal((days['2026-03-02'] as { times: Record<string, { vacancies: unknown }> }).times['10:00']?.vacancies, null);
  });

  it('keeps fields the contract does not name', function () {
    const raw = {
      '2026-03-01': formA({ note: 'Closed for lunch', availability: { open: true, vacancies: 1, tickets: {}, extra: [1] } }),
      '2026-03-02': formB({ times: { '10:00': slot({ language: 'en' }) }, weather: 'sunny' }),
    };
    assert.deepEqual(parsedDays(raw), raw);
  });

  it('drops dates outside the range', function () {
    const days = parsedDays({ '2026-02-28': formA(), '2026-03-01': formA(), '2026-03-02': formB(), '2026-03-03': 'garbage' });
    assert.deepEqual(Object.keys(days), ['2026-03-01', '2026-03-02']);
  });

  const rejects: [string, unknown, RegExp][] = [
    ['a missing date', { '2026-03-01': formA() }, /2026-03-02: missing/],
    ['hours and times on one day', { '2026-03-01': formA({ times: formB().times }), '2026-03-02': formB() }, /2026-03-01\.hours: .*never both/],
    [
      'times with a day-level availability',
      { '2026-03-01': formA(), '2026-03-02': formB({ availability: formA().availability }) },
      /2026-03-02\.availability: .*never both/,
    ],
    [
      'an unknown ticket type',
      { '2026-03-01': formA({ availability: { open: true, vacancies: 1, tickets: { pensioner: 'x' } } }), '2026-03-02': formB() },
      /2026-03-01\.availability\.tickets/,
    ],
    ['a negative vacancy count', { '2026-03-01': formA(), '2026-03-02': formB({ times: { '10:00': slot({ vacancies: -1 }) } }) }, /times\.10:00\.vacancies/],
    ['a fractional vacancy count', { '2026-03-01': formA(), '2026-03-02': formB({ times: { '10:00': slot({ vacancies: 1.5 }) } }) }, /vacancies/],
    ['a bad slot time', { '2026-03-01': formA(), '2026-03-02': formB({ times: { '9:00': slot() } }) }, /2026-03-02\.times/],
    ['a non-empty pickups list', { '2026-03-01': formA({ pickups: ['Central'] }), '2026-03-02': formB() }, /pickups/],
    ['a pickup without coordinates', { '2026-03-01': formA({ pickups: { Central: { address: 'x', time: '08:00' } } }), '2026-03-02': formB() }, /pickups/],
    ['a day with neither form', { '2026-03-01': {}, '2026-03-02': formB() }, /2026-03-01/],
    ['a non-object day', { '2026-03-01': null, '2026-03-02': formB() }, /2026-03-01/],
    ['an array', [formA()], /not an object/],
    ['null', null, /not an object/],
    ['a string', '2026-03-01', /not an object/],
    ['a number', 20260301, /not an object/],
    [
      'a closing time past midnight',
      { '2026-03-01': formA({ hours: { '18:00': '24:01' } }), '2026-03-02': formB() },
      /^2026-03-01\.hours\.18:00: expected HH:MM$/,
    ],
    [
      'a closing time that is not a time',
      { '2026-03-01': formA({ hours: { '18:00': 'late' } }), '2026-03-02': formB() },
      /^2026-03-01\.hours\.18:00: expected HH:MM$/,
    ],
    [
      'an opening time of 24:00 (a day may close at 24:00, not open)',
      { '2026-03-01': formA({ hours: { '24:00': '24:00' } }), '2026-03-02': formB() },
      /^2026-03-01\.hours\.24:00: /,
    ],
    ['a slot at 24:00', { '2026-03-01': formA(), '2026-03-02': formB({ times: { '24:00': slot() } }) }, /^2026-03-02\.times\.24:00: /],
  ];
  for (const [name, raw, reason] of rejects) {
    it(`rejects ${name}`, function () {
      const result = parse(raw);
      assert.equal(result.ok, false);
      if (!result.ok) assert.match(result.reason, reason);
    });
  }

  it('accepts either form, and nothing else, as a day (the schema the supplier document shows)', function () {
    assert.equal(daySchema.safeParse(formA()).success, true);
    assert.equal(daySchema.safeParse(formB()).success, true);
    assert.equal(daySchema.safeParse({}).success, false);
    assert.equal(daySchema.safeParse({ ...formA(), times: formB().times }).success, false);
  });

  it('documents "no pickups" as an array of at most nothing (valid JSON Schema, no prefixItems)', function () {
    const list = (z.toJSONSchema(pickupsSchema) as { anyOf: Record<string, unknown>[] }).anyOf.find((s) => s.type === 'array');
    assert.deepEqual(list, { type: 'array', items: { not: {} }, maxItems: 0 });
  });

  describe('shapeForAgent', function () {
    const days = () => parsedDays({ '2026-03-02': formB(), '2026-03-01': formA() });
    const promotionsFor = (date: string): Record<string, string> => (date === '2026-03-02' ? { SPRING: 'Spring sale' } : {});

    it('orders dates and attaches promotions per day (A) and per slot (B)', function () {
      const shaped = shapeForAgent(days(), { freesale: false, promotionsFor });
      assert.deepEqual(Object.keys(shaped), ['2026-03-01', '2026-03-02']);
      assert.deepEqual(shaped['2026-03-01'], { ...formA(), promotions: {} });
      assert.deepEqual(shaped['2026-03-02'], {
        times: {
          '10:00': { ...slot(), promotions: { SPRING: 'Spring sale' } },
          '14:00': { ...slot({ open: false, vacancies: 0 }), promotions: { SPRING: 'Spring sale' } },
        },
      });
    });

    it('hides capacity for freesale products but keeps the open flag', function () {
      const shaped = shapeForAgent(days(), { freesale: true, promotionsFor }) as Record<string, any>;
      assert.deepEqual(shaped['2026-03-01'].availability, { ...formA().availability, vacancies: null });
      assert.equal(shaped['2026-03-02'].times['10:00'].vacancies, null);
      assert.equal(shaped['2026-03-02'].times['14:00'].vacancies, null);
      assert.equal(shaped['2026-03-02'].times['14:00'].open, false);
    });

    it('lists dates in order whatever order they come in, attaching a form A day’s promotions', function () {
      const shaped = shapeForAgent(
        { '2026-03-03': formA() as Day, '2026-03-01': formB() as Day, '2026-03-02': formA() as Day },
        {
          freesale: false,
          promotionsFor: (date) => ({ [`P${date.slice(-1)}`]: `promotion of ${date}` }),
        },
      );
      assert.deepEqual(Object.keys(shaped), ['2026-03-01', '2026-03-02', '2026-03-03']);
      assert.deepEqual((shaped['2026-03-03'] as { promotions: unknown }).promotions, { P3: 'promotion of 2026-03-03' });
      assert.deepEqual(shaped['2026-03-02'], { ...formA(), promotions: { P2: 'promotion of 2026-03-02' } });
    });

    it('leaves out a date without a day, and shapes a day whose times is present but undefined as form A', function () {
      const formAWithTimesKey = { ...formA(), times: undefined } as Day;
      const shaped = shapeForAgent({ '2026-03-01': undefined as unknown as Day, '2026-03-02': formAWithTimesKey }, { freesale: false, promotionsFor });
      assert.deepEqual(Object.keys(shaped), ['2026-03-02']);
      assert.deepEqual(shaped['2026-03-02'], { ...formA(), times: undefined, promotions: { SPRING: 'Spring sale' } });
    });

    it('leaves its input untouched', function () {
      const input = days();
      const before = structuredClone(input);
      shapeForAgent(input, { freesale: true, promotionsFor });
      assert.deepEqual(input, before);
    });
  });
});
