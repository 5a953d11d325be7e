import { MESSAGE_PREVIEW_LENGTH } from '@/config/constants';
import { formatWhole } from '@/lib/i18n/intl';

/** Phone display: ten digits (xxx) xxx-xxxx, eleven 1 (xxx) xxx-xxxx, otherwise digits only. */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits.length === 10) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 11) {
    return `${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return digits;
}

/**
 * Cuts text at `max` characters on a word boundary and adds an ellipsis when it was cut. Line
 * breaks and runs of spaces count as one space: a one-line preview has no lines to keep.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = (lastSpace > 0 ? cut.slice(0, lastSpace) : '').replace(/[\s.,;:!?-]+$/, '');
  // No word boundary to cut at (one long word, or only punctuation before it): cut at the limit.
  return `${atWord || clean.slice(0, max)}...`;
}

/** A message's preview in a list (spec section 9: 50 characters, at a word boundary). */
export function messagePreview(body: string): string {
  return truncateAtWord(body, MESSAGE_PREVIEW_LENGTH);
}

/** "Viewing 1 Result" / "Viewing 3 Results" style plurals. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

const BYTE_UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A byte count as people read it: "512 B", "1.2 MB" (powers of 1024, as the browser's own
 * downloads list counts; one decimal below 100, none above). Nonsense (negative, NaN) is 0 B.
 */
export function formatBytes(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (size < 1024) return `${Math.round(size)} B`;
  let value = size;
  let unit: (typeof BYTE_UNITS)[number] = 'KB';
  for (const next of BYTE_UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  return `${value < 99.95 ? value.toFixed(1) : formatWhole('en-US', Math.round(value))} ${unit}`;
}
