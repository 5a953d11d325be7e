import {
  cardBrandOf,
  groupInFours,
  isAcceptedCardNumber,
  isFullLength,
  lastFourOf,
  passesLuhn,
} from '@/features/payments/cardNumber';

describe('the card number rule (Luhn, or the last four of the card on file)', () => {
  it.each([
    ['4242424242424242', 'Visa, 16 digits'],
    ['4242 4242 4242 4242', 'grouped as the field shows it'],
    ['378282246310005', 'Amex, 15 digits'],
    ['6011111111111117', 'Discover'],
    ['4222222222222', '13 digits'],
    ['4000000000000000006', '19 digits'],
    ['4242', 'exactly four digits: the card on file'],
  ])('accepts %s (%s)', (number) => {
    expect(isAcceptedCardNumber(number)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['4242424242424241', 'a wrong check digit'],
    ['4242 4242 4242 4243', 'a wrong check digit, grouped'],
    ['424', 'three digits'],
    ['42424', 'five digits'],
    ['424242424242', '12 digits, even though the checksum holds'],
    ['42424242424242424242', '20 digits'],
    ['4242-4242-4242-4242', 'dashes are not digits'],
    ['4242a4242424242', 'a letter'],
  ])('refuses %s (%s)', (number) => {
    expect(isAcceptedCardNumber(number)).toBe(false);
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a4')).toBe(false);
  });

  it("takes the wizard's 13 to 19 digits without a checksum", () => {
    expect(isFullLength('4242424242424241')).toBe(true);
    expect(isFullLength('4242')).toBe(false);
    expect(isFullLength('42424242424242424242')).toBe(false);
  });
});

describe('the number as typed', () => {
  it('keeps digits only, grouped in fours, at most 19', () => {
    expect(groupInFours('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupInFours('42424')).toBe('4242 4');
    expect(groupInFours('4242 42a-42')).toBe('4242 4242');
    expect(groupInFours('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(groupInFours('abc')).toBe('');
  });

  it('names the brand from the first digits', () => {
    expect(cardBrandOf('4')).toBe('Visa');
    expect(cardBrandOf('5555 5555')).toBe('Mastercard');
    expect(cardBrandOf('2221 0000')).toBe('Mastercard');
    expect(cardBrandOf('3782')).toBe('American Express');
    expect(cardBrandOf('3411')).toBe('American Express');
    expect(cardBrandOf('6011')).toBe('Discover');
    expect(cardBrandOf('65')).toBe('Discover');
    expect(cardBrandOf('8888')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
  });

  it('keeps no more than the last four', () => {
    expect(lastFourOf('4242 4242 4242 4241')).toBe('4241');
  });
});
