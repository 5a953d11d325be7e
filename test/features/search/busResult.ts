import type { BusResult } from '@/features/search/types';

/**
 * One bus of a search answer as the app reads it, for the rules' tests: the type and rates a test
 * names, the rest plain (one bus of 50 seats, no amenities, no year) unless it names them too.
 */
export function busResult(
  fields: Pick<BusResult, 'busType' | 'dayAmount' | 'mileAmount'> & Partial<BusResult>,
): BusResult {
  return {
    id: 1,
    quantity: 1,
    seats: 50,
    years: '',
    restroom: false,
    wifi: false,
    oneTenVolts: false,
    amenities: [],
    ...fields,
  };
}
