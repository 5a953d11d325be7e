import type { ZipRange } from '@/features/search/types';

/**
 * Where a compared company was found: the search to run again when a shared link is opened
 * cold (a city and state, or a zip and its radius, as /search takes them).
 */
export type CompareArea = { zip: string; within: ZipRange } | { city: string; state: string };

/** One company chosen for the compare screen, keyed by its company metro id (as the cart). */
export interface CompareEntry {
  id: number;
  companyName: string;
  area: CompareArea | null;
}
