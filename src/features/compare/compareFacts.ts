import { fleetRows } from '@/features/search/resultView';
import type { BusResult, SearchResult } from '@/features/search/types';
import { sortedByShownName, vocabularyName } from '@/lib/i18n/vocabulary';

/**
 * What the compare screen compares, as plain values: each row reads one fact per company. The
 * `key` says whether companies agree (rows where all agree can be hidden); a `score` takes part
 * in marking the best value of the row (absent: nothing to rank, e.g. no posted rate).
 */
export interface Fact {
  key: string;
  score?: number | null;
}

export type Better = 'high' | 'low';

/**
 * The best value of a row: every company whose score equals the best. Nothing is marked when
 * fewer than two companies have a score, or when they all score the same (nothing stands out).
 */
export function markBest(
  scores: readonly (number | null | undefined)[],
  better: Better,
): boolean[] {
  const known = scores.filter((score): score is number => typeof score === 'number');
  if (known.length < 2) return scores.map(() => false);
  const best = better === 'high' ? Math.max(...known) : Math.min(...known);
  if (known.every((score) => score === best)) return scores.map(() => false);
  return scores.map((score) => score === best);
}

/** Whether every company shown says the same (two at least; a company not found is left out). */
export function allAgree(keys: readonly (string | null)[]): boolean {
  const known = keys.filter((key): key is string => key !== null);
  return known.length >= 2 && known.every((key) => key === known[0]);
}

const norm = (text: string) => text.trim().toLowerCase();

/** The bus types any of the companies lists, in the order they first appear. */
export function busTypesOf(results: readonly SearchResult[]): string[] {
  const seen = new Map<string, string>();
  for (const result of results) {
    for (const bus of fleetRows(result)) {
      if (!seen.has(norm(bus.busType))) seen.set(norm(bus.busType), bus.busType.trim());
    }
  }
  return [...seen.values()];
}

export function busOfType(result: SearchResult, busType: string): BusResult | null {
  return fleetRows(result).find((bus) => norm(bus.busType) === norm(busType)) ?? null;
}

export function ratingFact(result: SearchResult): Fact {
  const count = result.reviews.length;
  const rating = result.company.averageRating;
  return { key: `${rating}|${count}`, score: count > 0 && rating > 0 ? rating : null };
}

export function seatsFact(result: SearchResult, busType: string): Fact {
  const bus = busOfType(result, busType);
  return bus ? { key: `${bus.seats}|${bus.quantity}`, score: bus.seats } : { key: '', score: null };
}

/** A day or mile amount of 0 is no posted rate: it neither wins nor loses. */
export function rateFact(
  result: SearchResult,
  busType: string,
  rate: 'dayAmount' | 'mileAmount',
): Fact {
  const bus = busOfType(result, busType);
  if (!bus) return { key: '', score: null };
  const amount = bus[rate];
  return amount > 0 ? { key: String(amount), score: amount } : { key: 'none', score: null };
}

export type Feature = 'restroom' | 'wifi' | 'oneTenVolts';

/** The bus types that have a feature (restroom, wifi, 110v outlets). */
export function typesWith(result: SearchResult, feature: Feature): string[] {
  return fleetRows(result)
    .filter((bus) => bus[feature])
    .map((bus) => bus.busType.trim());
}

/** Amenities the three feature rows already cover, by the names servers give them. */
const FEATURE_NAMES = /^(restroom|wi-?fi|110 ?v( outlets?)?|power outlets?)$/;

/**
 * The other amenities any of the company's buses has, each once, as shown: in the visitor's
 * language and in its alphabetical order, the order a reader scans a list of names in.
 */
export function otherAmenities(result: SearchResult): string[] {
  const names = fleetRows(result).flatMap((bus) =>
    bus.amenities
      .filter((amenity) => amenity.enabled !== false && !FEATURE_NAMES.test(norm(amenity.name)))
      .map((amenity) => amenity.name.trim()),
  );
  const shown = [...new Set(names)].map((name) => vocabularyName('amenity', name));
  return sortedByShownName(shown, (name) => name);
}

export const listFact = (items: readonly string[]): Fact => ({
  key: items.map(norm).sort().join('|'),
});
