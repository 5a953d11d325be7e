import { emptyDrives, type MeasuredBase } from '@/features/tripPlan/emptyDrives';
import type { TripCosts } from './costs';
import { estimateFor, type TripEstimate } from './estimate';
import type { BusResult, EstimateInputs } from './types';

/** Everything a company's all-in figure depends on besides the company and its base: the trip. */
export interface AllInTrip {
  inputs: EstimateInputs;
  /** The bus type the traveller filtered by (the card shows that type); null for all types. */
  busType: string | null;
  costs: TripCosts;
}

/**
 * The one function behind every all-in figure (issue 39): the card, its breakdown, the sort,
 * /compare and /review all call it, so the same company, bus type and plan give the same figure
 * everywhere, with or without a bus-type filter. `measured` is the company's base on the trip's
 * ends, or 'measuring' while the places are looked up (the figure is not final yet).
 */
export function allInEstimate(
  busResults: readonly BusResult[],
  trip: AllInTrip,
  measured: MeasuredBase | 'measuring',
): TripEstimate {
  return estimateFor(busResults, trip.inputs, trip.busType, {
    costs: trip.costs,
    drives: emptyDrives(measured),
  });
}
