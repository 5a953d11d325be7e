import { formatAmount, formatMoney, sumMoney } from '@/lib/money';

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
  it('adds amounts without floating point drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([150, 125.55, 0.45])).toBe(276);
  });
});
