import { billingCycle, prorateBid } from '@/mocks/db/bids';
import { getDb, withDb } from '@/mocks/db/store';

describe('prorateBid (the demo API proration)', () => {
  it('charges the difference for the days left, to the nearest day and cent', () => {
    expect(prorateBid(150, 275, 15, 31)).toBe(60.48);
    expect(prorateBid(262.5, 375, 9, 30)).toBe(33.75);
    expect(prorateBid(262.5, 375, 8.6, 30)).toBe(33.75);
    expect(prorateBid(0.1, 0.3, 30, 30)).toBe(0.2);
  });

  it('charges a prepaid cycle its months, and nothing outside the period', () => {
    expect(prorateBid(262.5, 375, 9, 91, 3)).toBe(33.38);
    expect(prorateBid(100, 200, -3, 30)).toBe(0);
    expect(prorateBid(100, 200, 45, 30)).toBe(100);
    expect(prorateBid(100, 200, 5, 0)).toBe(0);
  });
});

describe('billingCycle', () => {
  const operatorId = () =>
    getDb().accounts.find((row) => row.email === 'operator@demo.test')?.company_id ?? 0;

  it("runs to the company's next renewal date", () => {
    expect(billingCycle(getDb(), operatorId(), '2026-11-22')).toEqual({
      renewal: '2026-12-01',
      months: 1,
      periodDays: 30,
      discountRate: 0,
    });
  });

  it('rolls a passed renewal date on by the cycle', () => {
    withDb((db) => {
      const profile = db.billing_profiles.find((row) => row.company_id === operatorId());
      if (profile) profile.payment_option = 2;
    });
    expect(billingCycle(getDb(), operatorId(), '2027-01-15')).toMatchObject({
      renewal: '2027-03-01',
      months: 3,
      periodDays: 90,
      discountRate: 16.67,
    });
  });
});
