import { formatAmount } from '@/lib/money';
import { isSummaryRow } from './resultView';
import { sortByKey } from './sortByKey';
import type { BusResult, EstimateInputs } from './types';

/**
 * The instant trip estimate (issue 14): what a company would roughly charge, from the day and
 * mile rates its search result already carries. Pure, so the card, the sort and the compare
 * screen agree on one figure. Import it from lazily loaded code only (estimateView.tsx, the
 * compare screen): /search's first load does without it until an estimate is set.
 */

export type TripEstimate =
  | {
      kind: 'priced';
      /** Whole dollars; `low` < `high` when several bus types seat the group. */
      low: number;
      high: number;
      /** Buses of `busType` in the figure: more than 1 only when no bus type seats the group. */
      vehicles: number;
      /** The bus type of the low figure, and of the high one. */
      busType: string;
      highBusType: string;
    }
  /** A bus type seats the group, but none of those has the rates the trip needs. */
  | { kind: 'noRates' }
  /** Buses have rates, but not enough seats even with all of one type's listed vehicles. */
  | { kind: 'noFit' };

const NO_RATES: TripEstimate = { kind: 'noRates' };
const NO_FIT: TripEstimate = { kind: 'noFit' };

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A rate of 0 (what a missing one reads as) is not posted: the trip needs a day rate, and a
 * mile rate unless it drives no miles.
 */
function hasRates(bus: BusResult, miles: number): boolean {
  return bus.dayAmount > 0 && (miles === 0 || bus.mileAmount > 0);
}

/** One bus for the trip, in cents (days and miles are whole, so this is exact). */
function tripCents(bus: BusResult, { days, miles }: EstimateInputs): number {
  return days * cents(bus.dayAmount) + miles * cents(bus.mileAmount);
}

/** Rounded to the nearest whole dollar: an estimate has no meaningful cents. */
const toDollars = (amountInCents: number) => Math.round(amountInCents / 100);

/**
 * A company's estimate: days x day amount + miles x mile amount.
 * - Bus types that seat the group alone: one figure, or a range from the cheapest to the dearest
 *   of those with posted rates; "No posted rates" when none of them has rates.
 * - No bus type seats the group alone: the cheapest fleet of one type (several buses of it, no
 *   more than the company lists when it says how many), e.g. "2 x Minibus". Mixed fleets are not
 *   tried: a traveller can check one type's count against the seats at a glance.
 * Rows of type "all" summarize the fleet and are skipped.
 */
export function estimateTrip(
  busResults: readonly BusResult[],
  inputs: EstimateInputs,
): TripEstimate {
  const buses = busResults.filter((bus) => bus.seats > 0 && !isSummaryRow(bus));
  const priced = buses.filter((bus) => hasRates(bus, inputs.miles));
  const fitting = buses.filter((bus) => bus.seats >= inputs.people);

  if (fitting.length > 0) {
    const options = fitting
      .filter((bus) => hasRates(bus, inputs.miles))
      .map((bus) => ({ bus, total: tripCents(bus, inputs) }))
      .sort((a, b) => a.total - b.total || a.bus.seats - b.bus.seats);
    const low = options[0];
    const high = options[options.length - 1];
    if (!low || !high) return NO_RATES;
    return {
      kind: 'priced',
      low: toDollars(low.total),
      high: toDollars(high.total),
      vehicles: 1,
      busType: low.bus.busType,
      highBusType: high.bus.busType,
    };
  }

  let best: { bus: BusResult; vehicles: number; total: number } | null = null;
  for (const bus of priced) {
    const vehicles = Math.ceil(inputs.people / bus.seats);
    if (bus.quantity > 0 && vehicles > bus.quantity) continue;
    const total = vehicles * tripCents(bus, inputs);
    if (!best || total < best.total || (total === best.total && vehicles < best.vehicles)) {
      best = { bus, vehicles, total };
    }
  }
  if (!best) return priced.length > 0 ? NO_FIT : NO_RATES;
  const amount = toDollars(best.total);
  return {
    kind: 'priced',
    low: amount,
    high: amount,
    vehicles: best.vehicles,
    busType: best.bus.busType,
    highBusType: best.bus.busType,
  };
}

/** The estimate for the selected bus type only (null: no type chosen), as the card shows that type. */
export function estimateFor(
  busResults: readonly BusResult[],
  inputs: EstimateInputs,
  busType: string | null,
): TripEstimate {
  if (busType === null) return estimateTrip(busResults, inputs);
  const wanted = busType.trim().toLowerCase();
  return estimateTrip(
    busResults.filter((bus) => bus.busType.trim().toLowerCase() === wanted),
    inputs,
  );
}

/** "$1,350" or "$1,350-$2,100"; null without a figure. */
export function estimateFigure(estimate: TripEstimate): string | null {
  if (estimate.kind !== 'priced') return null;
  const low = formatAmount(estimate.low);
  return estimate.high === estimate.low ? low : `${low}-${formatAmount(estimate.high)}`;
}

/** What the figure is for: "Minibus", "Minibus to Full Size", "2 x Minibus". */
export function estimateBasis(estimate: TripEstimate): string {
  if (estimate.kind !== 'priced') return '';
  if (estimate.vehicles > 1) return `${estimate.vehicles} x ${estimate.busType}`;
  return estimate.busType === estimate.highBusType
    ? estimate.busType
    : `${estimate.busType} to ${estimate.highBusType}`;
}

/** The estimate in one line: "Estimated $1,350", "No posted rates", ... */
export function estimateText(estimate: TripEstimate): string {
  const figure = estimateFigure(estimate);
  if (figure !== null) return `Estimated ${figure}`;
  return estimate.kind === 'noRates' ? 'No posted rates' : 'Group larger than the listed fleet';
}

/** The sort key: the low figure; companies without one sort last. */
const sortKey = (estimate: TripEstimate | undefined) =>
  estimate?.kind === 'priced' ? estimate.low : Number.POSITIVE_INFINITY;

/**
 * Lowest estimate first, companies without one last; ties keep their order (the server's
 * placement). `estimates` is indexed like the unfiltered answer, as `index` is.
 */
export function sortByEstimate<T extends { index: number }>(
  items: readonly T[],
  estimates: readonly TripEstimate[],
): T[] {
  return sortByKey(items, (index) => sortKey(estimates[index]));
}
