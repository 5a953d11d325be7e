import { formatMoney, sumMoney } from '@/lib/money';

describe('money', () => {
  it('formats dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('275')).toBe('$275.00');
  });
  it('shows non-numbers as $0.00', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });
  it('adds amounts without floating point drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([150, 125.55, 0.45])).toBe(276);
  });
});
