import { readItem, removeItem, writeItem } from '@/lib/storage';

/**
 * The last quote number, kept in sessionStorage. Why: the confirmation screen must survive a
 * reload (the traveller re-reads the number, or creates the account after a reload, and the
 * association needs the number), but a quote number should not outlive the tab on a shared
 * computer, where the next visitor could attach it to their own new account. It also survives
 * a logout in the same tab (slices reset to this initial state): the number alone is not
 * personal, and the API refuses to move a quote that already belongs to an account.
 */
export interface StoredConfirmation {
  quoteNumber: string | null;
  /** The quote whose confirmation already cleared the cart and counted the conversion. */
  confirmedQuoteNumber: string | null;
}

const KEY = 'buscharter:tripRequest';
const EMPTY: StoredConfirmation = { quoteNumber: null, confirmedQuoteNumber: null };

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function readConfirmation(): StoredConfirmation {
  const raw = readItem('session', KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    return {
      quoteNumber: textOrNull(parsed.quoteNumber),
      confirmedQuoteNumber: textOrNull(parsed.confirmedQuoteNumber),
    };
  } catch {
    return EMPTY;
  }
}

export function writeConfirmation(value: StoredConfirmation): void {
  if (value.quoteNumber === null) removeItem('session', KEY);
  else writeItem('session', KEY, JSON.stringify(value));
}
