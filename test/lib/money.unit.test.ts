import { formatAmount, formatDollars, formatMoney, sumMoney } from '@/lib/money';

describe('money', () => {
  it('formats dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('275')).toBe('$275.00');
  });
  it('shows non-numbers as $0.00', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });
  it('shows cents only when there are some', () => {
    expect(formatAmount(1234)).toBe('$1,234');
    expect(formatAmount(1234.5)).toBe('$1,234.50');
    expect(formatAmount(12345678.004)).toBe('$12,345,678');
    expect(formatAmount(Number.NaN)).toBe('$0');
  });
  it('writes every amount as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const samples = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      0.045,
      0.125,
      0.999,
      1.005,
      1.255,
      1.45,
      2.675,
      8.345,
      9.995,
      -9.995,
      99.995,
      999.999,
      1000,
      1234.5,
      -1234.5,
      -0.125,
      -0.004,
      275,
      1e6,
      12345678.91,
      987654321.123,
      0.1 + 0.2,
      2 ** 31,
      1e-7,
      1e21,
      1.2345678901234568e22,
    ];
    for (const amount of samples) {
      expect([amount, formatMoney(amount)]).toEqual([amount, intl.format(amount)]);
      expect([amount, formatDollars(amount)]).toEqual([amount, whole.format(amount)]);
      const inCents = Math.round(amount * 100);
      if (inCents % 100 === 0) {
        expect([amount, formatAmount(amount)]).toEqual([amount, whole.format(inCents / 100)]);
      }
    }
  });
  it('adds amounts without floating point drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([150, 125.55, 0.45])).toBe(276);
  });
});
