import { compareBidCosts, percentOf } from '@/features/bidding/bidCosts';
import type { BidConfirmation } from '@/features/bidding/types';
import { formatMoney, sumMoney } from '@/lib/money';

const confirmation = (figures: Partial<BidConfirmation>): BidConfirmation => ({
  cartGuid: 'g',
  metroName: 'Spokane, WA',
  currentPosition: 3,
  newPosition: 1,
  currentPrice: 0,
  newPrice: 0,
  renewalDate: '2026-12-01',
  proratedAmount: 0,
  discountRate: 0,
  total: 0,
  ...figures,
});

describe('compareBidCosts', () => {
  it('adds the prorated amount to this period, in cents (0.1 + 0.2 is 0.3)', () => {
    const costs = compareBidCosts(
      confirmation({ currentPrice: 0.1, proratedAmount: 0.2, newPrice: 0.7 }),
    );
    expect(costs.next.period).toBe(0.3);
    expect(costs.current).toEqual({ period: 0.1, monthly: 0.1 });
    expect(costs.next.monthly).toBe(0.7);
    expect(costs.discount).toBe(0);
  });

  it('takes the discount off the prorated amount, to the cent', () => {
    const costs = compareBidCosts(
      confirmation({
        currentPrice: 262.5,
        proratedAmount: 33.38,
        discountRate: 16.67,
        newPrice: 375,
      }),
    );
    expect(costs.discount).toBe(5.56);
    expect(costs.next.period).toBe(290.32);
    expect(formatMoney(costs.next.period)).toBe('$290.32');
  });

  it('keeps long sums exact', () => {
    const amounts = Array.from({ length: 10 }, () => 0.1);
    expect(sumMoney(amounts)).toBe(1);
    expect(amounts.reduce((a, b) => a + b, 0)).not.toBe(1);
  });
});

describe('percentOf', () => {
  it('rounds to the cent', () => {
    expect(percentOf(33.75, 16.67)).toBe(5.63);
    expect(percentOf(100, 0)).toBe(0);
    expect(percentOf(19.99, 50)).toBe(10);
  });
});
