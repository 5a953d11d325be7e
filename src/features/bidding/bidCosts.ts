import { sumMoney } from '@/lib/money';
import type { BidConfirmation } from './types';

/** What a position costs until the renewal date, and per month after it. */
export interface PeriodCost {
  period: number;
  monthly: number;
}

export interface BidCostComparison {
  current: PeriodCost;
  next: PeriodCost;
  /** The discount taken off the prorated amount, in dollars. */
  discount: number;
}

/**
 * `rate` percent of `amount`, to the cent, half up. In whole cents and hundredths of a percent:
 * 19.99 * 50 in floating point is 999.4999..., which would round a half cent down.
 */
export function percentOf(amount: number, rate: number): number {
  const cents = Math.round(amount * 100);
  const hundredths = Math.round(rate * 100);
  return Math.round((cents * hundredths) / 10_000) / 100;
}

/**
 * The current position against the new one, side by side. This billing period is already billed
 * at the current price; the bid adds the prorated amount less the discount (the server prorates,
 * to the nearest day). From the renewal date each costs its monthly price. Summed in cents.
 */
export function compareBidCosts(confirmation: BidConfirmation): BidCostComparison {
  const { currentPrice, newPrice, proratedAmount, discountRate } = confirmation;
  const discount = percentOf(proratedAmount, discountRate);
  return {
    current: { period: currentPrice, monthly: currentPrice },
    next: { period: sumMoney([currentPrice, proratedAmount, -discount]), monthly: newPrice },
    discount,
  };
}
