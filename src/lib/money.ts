/** A number's shortest decimal form without an exponent: 1e21 as "1000000000000000000000". */
function plainDecimal(value: number): string {
  const [mantissa = '0', exponent] = String(value).split('e');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A non-negative number rounded to `decimals` as Intl.NumberFormat rounds: half away from zero,
 * on the number's shortest decimal form (0.015 is "0.015", so $0.02; toFixed would see the binary
 * 0.01499... and write 0.01).
 */
function rounded(value: number, decimals: 0 | 2): string {
  const [whole = '0', fraction = ''] = plainDecimal(value).split('.');
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const digits = (kept + ((fraction[decimals] ?? '0') >= '5' ? 1n : 0n))
    .toString()
    .padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * US dollars as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes them,
 * to the letter (test/lib/money.test.ts compares the two), without it: a screen's first currency
 * formatter loads the browser's locale data, a long task on a slow phone (Lighthouse's total
 * blocking time).
 */
function usd(value: number, decimals: 0 | 2): string {
  const [whole = '0', cents] = rounded(Math.abs(value), decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}$${grouped}${cents === undefined ? '' : `.${cents}`}`;
}

/** Dollars as $1,234.50; non-numbers show as $0.00 rather than NaN. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return usd(Number.isFinite(value) ? value : 0, 2);
}

/**
 * Dollars as $1,234 or $1,234.50: cents only when there are some (estimates and rates read at a
 * glance); non-numbers show as $0.
 */
export function formatAmount(amount: number): string {
  const inCents = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  return usd(inCents / 100, inCents % 100 === 0 ? 0 : 2);
}

/** Whole dollars, rounded: $1,650 (a day rate at a glance). */
export function formatDollars(amount: number): string {
  return usd(Number.isFinite(amount) ? amount : 0, 0);
}

/** Sums dollar amounts in cents so 0.1 + 0.2 stays 0.30. */
export function sumMoney(amounts: readonly number[]): number {
  const cents = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
  return cents / 100;
}
