/**
 * Listing prices. Placement is "by longevity by tier": everyone pays the metro base rate, and the
 * top positions cost a multiple of it. Bid screens, the seed and the listing handlers all use this
 * one table so prices stay consistent.
 */

const TIERS: readonly (readonly [maxPosition: number, multiplier: number])[] = [
  [1, 2.5],
  [2, 2],
  [3, 1.75],
  [5, 1.5],
  [10, 1.25],
];

/** Monthly cost of holding `position` (1 = top) in a metro with this base rate. 0 = no position. */
export function positionCost(baseRate: number, position: number): number {
  if (position <= 0) return baseRate;
  const tier = TIERS.find(([max]) => position <= max);
  return Math.round(baseRate * (tier ? tier[1] : 1) * 100) / 100;
}

/** '$1,234.50' style display of a dollar amount. */
export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
