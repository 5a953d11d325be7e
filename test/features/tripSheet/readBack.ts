import { readSheetLink, type ReadSheet } from '@/features/tripSheet/sheetLink';

/**
 * A sheet link the app wrote, opened as the sheet opens it: its content read from wherever the
 * link carries it (the query, or the fragment).
 */
export function readBack(link: string): ReadSheet {
  const url = new URL(link, 'https://example.test');
  return readSheetLink(new URLSearchParams(url.hash ? url.hash.slice(1) : url.search));
}
