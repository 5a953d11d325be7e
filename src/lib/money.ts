const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as $1,234.50; non-numbers show as $0.00 rather than NaN. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return usd.format(Number.isFinite(value) ? value : 0);
}

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Dollars as $1,234 or $1,234.50: cents only when there are some (estimates and rates read at a
 * glance); non-numbers show as $0.
 */
export function formatAmount(amount: number): string {
  const inCents = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  return inCents % 100 === 0 ? wholeUsd.format(inCents / 100) : usd.format(inCents / 100);
}

/** Sums dollar amounts in cents so 0.1 + 0.2 stays 0.30. */
export function sumMoney(amounts: readonly number[]): number {
  const cents = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
  return cents / 100;
}
