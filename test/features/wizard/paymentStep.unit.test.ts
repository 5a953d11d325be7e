import {
  isPaymentOption,
  paymentOptionLabel,
  startingPaymentOption,
} from '@/features/wizard/paymentStep';

describe('the payment step rules', () => {
  it('knows the four billing periods by number', () => {
    expect([1, 2, 3, 4].map((option) => isPaymentOption(option))).toEqual([true, true, true, true]);
    expect([0, 5, '1', null].map((option) => isPaymentOption(option))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(([1, 2, 3, 4] as const).map(paymentOptionLabel)).toEqual([
      'Monthly',
      'Quarterly',
      'Six Months',
      'Annual',
    ]);
  });

  it('starts on the option on file, else Monthly', () => {
    expect(startingPaymentOption(3)).toBe(3);
    expect(startingPaymentOption(undefined)).toBe(1);
    expect(startingPaymentOption(null)).toBe(1);
    expect(startingPaymentOption(9)).toBe(1);
  });
});
