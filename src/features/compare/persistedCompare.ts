import { isZipRange } from '@/features/search/searchUrl';
import { MAX_COMPARED } from './compareSlice';
import type { CompareArea, CompareEntry } from './types';

/**
 * The chosen companies outlive a reload, like the quote cart: /search's address is rewritten by
 * every search and /review has none of its own, so the URL cannot carry them between the two.
 */
export const COMPARE_PERSIST_VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

function isArea(value: unknown): value is CompareArea | null {
  if (value === null) return true;
  if (!isRecord(value)) return false;
  if ('zip' in value) return typeof value.zip === 'string' && isZipRange(value.within);
  return typeof value.city === 'string' && typeof value.state === 'string';
}

function isEntry(value: unknown): value is CompareEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id) &&
    value.id > 0 &&
    typeof value.companyName === 'string' &&
    isArea(value.area)
  );
}

/** Kept only as a list of at most four well-formed entries. */
export function isValidPersistedCompare(state: Record<string, unknown>): boolean {
  const { entries } = state;
  return Array.isArray(entries) && entries.length <= MAX_COMPARED && entries.every(isEntry);
}
