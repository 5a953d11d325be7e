/**
 * The card number rules of the card form (spec sections 5 and 9): digits only, 13 to 19 long
 * and passing the Luhn checksum, or exactly four digits (the last four of the card on file).
 */

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

export const CARD_LENGTH = { min: 13, max: 19 } as const;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** What the number field keeps as it is typed: at most 19 digits, in groups of four. */
export function groupInFours(typed: string): string {
  return (
    digitsOf(typed)
      .slice(0, CARD_LENGTH.max)
      .match(/\d{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A full number: 13 to 19 digits (the wizard's rule, which names no checksum). */
export function isFullLength(value: string): boolean {
  const digits = digitsOf(value);
  return (
    digits.length === value.replace(/\s/g, '').length &&
    digits.length >= CARD_LENGTH.min &&
    digits.length <= CARD_LENGTH.max
  );
}

/** The payments page's rule: a full number that passes Luhn, or exactly four digits. */
export function isAcceptedCardNumber(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (/^\d{4}$/.test(compact)) return true;
  return isFullLength(value) && passesLuhn(compact);
}

/** The brand its first digits name (issuer ranges of the four accepted networks), or null. */
export function cardBrandOf(value: string): CardBrand | null {
  const digits = digitsOf(value);
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'Discover';
  return null;
}

/** The last four digits: all the app ever keeps of a card, to show which one is on file. */
export function lastFourOf(value: string): string {
  return digitsOf(value).slice(-4);
}
