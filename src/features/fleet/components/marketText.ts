import { plural } from '@/lib/format';
import { formatDollars, formatMoney } from '@/lib/money';
import { compareToMarket, MARKET_GAP } from '../marketRates';
import type { MarketRate } from '../types';

/** "$1,650/day", "$4.25/mile". */
export const perDay = (amount: number) => `${formatDollars(amount)}/day`;
export const perMile = (amount: number) => `${formatMoney(amount)}/mile`;

/** "$1,650/day, $4.25/mile (5 companies)": the rates the market gives, and how many companies. */
export function medianText(rate: MarketRate): string {
  const parts = [
    rate.dayMedian === null ? null : perDay(rate.dayMedian),
    rate.mileMedian === null ? null : perMile(rate.mileMedian),
  ].filter(Boolean);
  return `${parts.join(', ')} (${rate.companies} ${plural(rate.companies, 'company', 'companies')})`;
}

const GAP_PERCENT = Math.round(MARKET_GAP * 100);

/**
 * Plain words for a rate more than 25% away from the median ("Your day rate is more than 25%
 * above the market median."); null when it is near, or either side is missing.
 */
export function gapText(which: 'day' | 'mile', mine: number, median: number | null): string | null {
  const position = compareToMarket(mine, median);
  if (position === null || position === 'near') return null;
  return `Your ${which} rate is more than ${GAP_PERCENT}% ${position} the market median.`;
}
