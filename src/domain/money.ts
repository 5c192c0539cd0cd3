/**
 * Money is held as integer minor units (cents, yen, fils). JSON carries major-unit numbers, so
 * conversion goes through the decimal text of the number: `0.1 + 0.2` style binary drift never
 * reaches a stored amount, and an amount with more decimals than the currency has is refused
 * rather than silently rounded.
 */

export type MoneyErrorCode = 'INVALID_AMOUNT' | 'INVALID_CURRENCY';

export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  constructor(message: string, code: MoneyErrorCode = 'INVALID_AMOUNT') {
    super(message);
    this.name = 'MoneyError';
    this.code = code;
  }
}

/** Upper bound in major units: far above any ticket, low enough that minor units stay safe integers. */
export const MAX_MAJOR_AMOUNT = 1_000_000_000;

const digitsCache = new Map<string, number>();

/** ISO 4217 minor-unit digits as ICU knows them (EUR 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  const key = currency.toUpperCase();
  const cached = digitsCache.get(key);
  if (cached !== undefined) return cached;
  let digits: number;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: key }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    throw new MoneyError(`not a currency code: ${currency}`, 'INVALID_CURRENCY');
  }
  digitsCache.set(key, digits);
  return digits;
}

// Number#toString gives the shortest text that round-trips, so 19.99 reads "19.99", not 19.98999…
// Exponent forms (1e-7, 1e+21) are out of range for money anyway, so the pattern simply refuses them.
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export function toMinor(amount: number, currency: string): number {
  const digits = currencyDigits(currency);
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new MoneyError(`amount is not a finite number: ${String(amount)}`);
  if (amount < 0) throw new MoneyError(`amount is negative: ${amount}`);
  const match = PLAIN_DECIMAL.exec(amount.toString());
  if (!match) throw new MoneyError(`amount is not a plain decimal: ${amount}`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) throw new MoneyError(`${currency} allows ${digits} decimals: ${amount}`);
  const major = Number(whole);
  if (major > MAX_MAJOR_AMOUNT || (major === MAX_MAJOR_AMOUNT && Number(fraction) > 0)) {
    throw new MoneyError(`amount is too large: ${amount}`);
  }
  return major * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Exact inverse of toMinor: the number is parsed from its decimal text, not computed by division. */
export function fromMinor(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new MoneyError(`minor amount is not an integer: ${minor}`);
  const digits = currencyDigits(currency);
  if (digits === 0) return minor;
  const sign = minor < 0 ? '-' : '';
  const text = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  return Number(`${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`);
}
