import { BUS_TYPES } from '@/config/constants';
import type { SearchResponse } from '@/features/search/types';
import type { MarketCompany, MarketExclusion, MarketRate } from './types';

/**
 * Rates against the market: from the traveller search of one metro, the median day and mile
 * rate per bus type of the other companies listed there. Pure functions, so the numbers an
 * operator is shown can be checked without a screen.
 */

/** How far from the median a rate must be before the hint says so in words (25%). */
export const MARKET_GAP = 0.25;

/** The median of the values, or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  return sorted.length % 2 === 1 ? upper : (sorted[middle - 1] + upper) / 2;
}

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Spec section 9 calls type 1 "CharterBus" in a second list. */
const ALIASES: Readonly<Record<string, number>> = { charterbus: 1 };

/**
 * Search results name a bus's type ("Minibus"); the answer's own type list maps names to ids,
 * then the spec's 17 names and their aliases, however spaced or capitalized.
 */
export function busTypeIdOf(
  name: string,
  answerTypes: readonly { id: number; name: string }[] = [],
): number | null {
  const key = normalized(name);
  if (key === '') return null;
  const known = [...answerTypes, ...BUS_TYPES].find((type) => normalized(type.name) === key);
  return known?.id ?? ALIASES[key] ?? null;
}

/** The companies of a search answer with their buses' day and mile rates by bus type id. */
export function toMarketCompanies(response: SearchResponse): MarketCompany[] {
  return response.results.map(({ company, busResults }) => ({
    companyMetroId: company.id,
    name: company.name,
    buses: busResults.flatMap((bus) => {
      const busTypeId = busTypeIdOf(bus.busType, response.busTypes);
      return busTypeId === null
        ? []
        : [{ busTypeId, dayRate: bus.dayAmount, mileRate: bus.mileAmount }];
    }),
  }));
}

const isRate = (value: number) => Number.isFinite(value) && value > 0;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isExcluded(company: MarketCompany, exclude: MarketExclusion): boolean {
  return (
    exclude.companyMetroIds.includes(company.companyMetroId) ||
    exclude.names.some((name) => name.trim() !== '' && sameName(name, company.name))
  );
}

/**
 * Per bus type, the median day and mile rate over the other companies. A company counts once
 * per bus type (several buses of one type give their own median first); zero or absent rates
 * are no rate at all, and a company with neither rate for a type does not count for it.
 */
export function marketRates(
  companies: readonly MarketCompany[],
  exclude: MarketExclusion,
): Map<number, MarketRate> {
  const perType = new Map<number, { day: number[]; mile: number[]; companies: number }>();
  for (const company of companies) {
    if (isExcluded(company, exclude)) continue;
    const types = new Set(company.buses.map((bus) => bus.busTypeId));
    for (const busTypeId of types) {
      const buses = company.buses.filter((bus) => bus.busTypeId === busTypeId);
      const day = median(buses.map((bus) => bus.dayRate).filter(isRate));
      const mile = median(buses.map((bus) => bus.mileRate).filter(isRate));
      if (day === null && mile === null) continue;
      const entry = perType.get(busTypeId) ?? { day: [], mile: [], companies: 0 };
      if (day !== null) entry.day.push(day);
      if (mile !== null) entry.mile.push(mile);
      entry.companies += 1;
      perType.set(busTypeId, entry);
    }
  }
  const rates = new Map<number, MarketRate>();
  for (const [busTypeId, entry] of perType) {
    rates.set(busTypeId, {
      busTypeId,
      dayMedian: median(entry.day),
      mileMedian: median(entry.mile),
      companies: entry.companies,
    });
  }
  return rates;
}

export type MarketPosition = 'above' | 'below' | 'near';

/** Where a rate stands against the median: more than MARKET_GAP above or below, else near. */
export function compareToMarket(mine: number, marketMedian: number | null): MarketPosition | null {
  if (!isRate(mine) || marketMedian === null || !isRate(marketMedian)) return null;
  if (mine > marketMedian * (1 + MARKET_GAP)) return 'above';
  if (mine < marketMedian * (1 - MARKET_GAP)) return 'below';
  return 'near';
}

/** The cache key of a metro's market: "dallas|tx". */
export function marketKey(city: string, state: string): string {
  return `${city.trim().toLowerCase()}|${state.trim().toLowerCase()}`;
}
