import { plural, t } from '@lingui/core/macro';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import { formatAmount } from '@/lib/money';
import type { TripCosts } from './costs';
import { isSummaryRow } from './resultView';
import { sortByKey } from './sortByKey';
import type { BusResult, EstimateInputs } from './types';

/**
 * The instant trip estimate (issue 14): what a company would roughly charge, from the day and
 * mile rates its search result already carries; with an AllInContext, the all-in estimate (issue
 * 34): the base price and each extra a group usually pays on its own line. Pure, so the card,
 * the sort and the compare screen agree on one figure. Import it from lazily loaded code only
 * (estimateView.tsx, the compare screen): /search's first load does without it until an
 * estimate is set.
 */

/** One empty drive of the bus: from its base to where the trip starts, or home from its end. */
export interface EmptyDrive {
  /** Where the bus is brought to, or taken home from: "Spokane, WA". */
  place: string;
  /** Road miles between that place and the company's base; null when either is not known. */
  miles: number | null;
}

/**
 * The bus drives empty from the company's base to the departure, and home to its base from where
 * the trip ends: the departure on a round trip, the destination on a one-way trip.
 */
export interface EmptyDrives {
  out: EmptyDrive;
  home: EmptyDrive;
}

/** What the all-in estimate adds to a company's base price. */
export interface AllInContext {
  costs: TripCosts;
  /** The empty drives, or 'measuring' while the company's base is being looked up. */
  drives: EmptyDrives | 'measuring';
}

export type LineId = 'base' | 'driveOut' | 'driveHome' | 'relief' | 'room' | 'gratuity';

/** One line of the breakdown, in cents. */
export interface EstimateLine {
  id: LineId;
  label: string;
  cents: number;
}

/**
 * Why a drive is not in the figure: its base is still being measured (the figure is not final),
 * the company's base is not known, or where a one-way trip ends is not known.
 */
export type DriveGap = 'measuring' | 'baseUnknown' | 'endUnknown';

export type TripEstimate =
  | {
      kind: 'priced';
      /** Whole dollars (all-in with a context); `low` < `high` when several bus types seat the group. */
      low: number;
      high: number;
      /** The low figure's lines: the base price, then each extra (all-in only). */
      lines: EstimateLine[];
      allIn: boolean;
      /** With a context: a drive left out of the figure, and why; null when all are counted. */
      driveGap: DriveGap | null;
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

/**
 * A base closer than this is in the departure's own town: the bus is not brought from away, and
 * no line is added (the card still says how far it is based).
 */
export const LOCAL_MILES = 5;

/** An amount in cents as a line shows it: whole dollars (an estimate has no meaningful cents). */
const shownCents = (amount: number) => Math.round(amount / 100) * 100;

/**
 * A line of whole dollars (the lines add up to the whole), worded when first read: a search of
 * 1,000 results weighs every company's options, and wording each line at once was most of the
 * estimates' time (about 200 ms at 4x CPU) for the few breakdowns anyone opens. Read in the
 * language of its estimate: the estimates are made again when the language changes.
 */
function line(id: LineId, amount: number, word: () => string): EstimateLine {
  let label: string | undefined;
  return {
    id,
    cents: shownCents(amount),
    get label() {
      label ??= word();
      return label;
    },
  };
}

/** ", x 2 buses" after a line that counts every bus; '' for one bus. */
const perBuses = (vehicles: number) => (vehicles > 1 ? t`, x ${vehicles} buses` : '');

// The lines' counts keep the number as written ("1200 miles"), in the language of the moment.
const milesOf = (miles: number) => plural(miles, { one: `${miles} mile`, other: `${miles} miles` });
const daysOf = (days: number) => plural(days, { one: `${days} day`, other: `${days} days` });
const nightsOf = (nights: number) =>
  plural(nights, { one: `${nights} night`, other: `${nights} nights` });

/** An empty drive's line at the bus's mile rate; none for a base in the place's own town. */
function driveLine(
  id: 'driveOut' | 'driveHome',
  drive: EmptyDrive,
  bus: BusResult,
  vehicles: number,
): EstimateLine[] {
  const away = drive.miles === null ? 0 : Math.round(drive.miles);
  if (away < LOCAL_MILES || bus.mileAmount <= 0) return [];
  return [
    line(id, vehicles * away * cents(bus.mileAmount), () => {
      const place = drive.place;
      const distance = milesOf(away);
      const rate = formatAmount(bus.mileAmount);
      const buses = perBuses(vehicles);
      return id === 'driveOut'
        ? t`Bringing the bus to ${place}: ${distance} at ${rate}${buses}`
        : t`Taking the bus home from ${place}: ${distance} at ${rate}${buses}`;
    }),
  ];
}

/** Why a drive is left out of the figure, if one is. */
export function driveGap(drives: EmptyDrives | 'measuring'): DriveGap | null {
  if (drives === 'measuring') return 'measuring';
  if (drives.out.miles === null) return 'baseUnknown';
  return drives.home.miles === null ? 'endUnknown' : null;
}

/**
 * The lines of `vehicles` buses of one type: the base price; with a context, the empty drive
 * from the company's base to the departure and the one home from where the trip ends, each once
 * at its mile rate; a relief driver's days when chosen; one room per driver a night for every
 * night away; and the gratuity on the base price.
 */
function optionLines(
  bus: BusResult,
  vehicles: number,
  inputs: EstimateInputs,
  context: AllInContext | undefined,
): EstimateLine[] {
  const { days, miles } = inputs;
  const base = vehicles * tripCents(bus, inputs);
  const lines: EstimateLine[] = [
    line('base', base, () => {
      const dayCount = daysOf(days);
      const dayRate = formatAmount(bus.dayAmount);
      const mileCount = milesOf(miles);
      const mileRate = formatAmount(bus.mileAmount);
      const buses = perBuses(vehicles);
      return miles > 0
        ? t`Base price: ${dayCount} x ${dayRate} + ${mileCount} x ${mileRate}${buses}`
        : t`Base price: ${dayCount} x ${dayRate}${buses}`;
    }),
  ];
  if (!context) return lines;
  const { costs, drives } = context;
  if (drives !== 'measuring') {
    lines.push(...driveLine('driveOut', drives.out, bus, vehicles));
    lines.push(...driveLine('driveHome', drives.home, bus, vehicles));
  }
  if (costs.relief && costs.reliefDay > 0) {
    lines.push(
      line('relief', vehicles * days * cents(costs.reliefDay), () => {
        const dayCount = daysOf(days);
        const rate = formatAmount(costs.reliefDay);
        const buses = perBuses(vehicles);
        return t`Relief driver: ${dayCount} x ${rate}${buses}`;
      }),
    );
  }
  const nights = days - 1;
  const drivers = costs.relief ? 2 : 1;
  if (nights > 0 && costs.room > 0) {
    lines.push(
      line('room', vehicles * drivers * nights * cents(costs.room), () => {
        const nightCount = nightsOf(nights);
        const rate = formatAmount(costs.room);
        const buses = perBuses(vehicles);
        return drivers > 1
          ? t`Drivers' rooms: ${nightCount} x ${drivers} drivers x ${rate}${buses}`
          : t`Driver's room: ${nightCount} x ${rate}${buses}`;
      }),
    );
  }
  if (costs.gratuity > 0) {
    const gratuity = costs.gratuity;
    lines.push(
      // Of the base price as its line shows it: 18% of a $102.50 day is 18% of the $103 shown.
      line(
        'gratuity',
        (shownCents(base) * gratuity) / 100,
        () => t`Gratuity: ${gratuity}% of the base price`,
      ),
    );
  }
  return lines;
}

const totalOf = (lines: readonly EstimateLine[]) =>
  lines.reduce((sum, line) => sum + line.cents, 0);

/** The whole of a line list in dollars, as the figures round it. */
export const linesTotal = (lines: readonly EstimateLine[]) => toDollars(totalOf(lines));

/** Rounded to the nearest whole dollar: an estimate has no meaningful cents. */
const toDollars = (amountInCents: number) => Math.round(amountInCents / 100);

/**
 * A company's estimate: days x day amount + miles x mile amount, and with a context each extra
 * (optionLines); bus types are ranked by that whole.
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
  context?: AllInContext,
): TripEstimate {
  const fleet = busResults.filter((bus) => bus.seats > 0 && !isSummaryRow(bus));
  const priced = fleet.filter((bus) => hasRates(bus, inputs.miles));
  const fitting = fleet.filter((bus) => bus.seats >= inputs.people);

  if (fitting.length > 0) {
    const options = fitting
      .filter((bus) => hasRates(bus, inputs.miles))
      .map((bus) => {
        const lines = optionLines(bus, 1, inputs, context);
        return { bus, lines, total: totalOf(lines) };
      })
      .sort((a, b) => a.total - b.total || a.bus.seats - b.bus.seats);
    const low = options[0];
    const high = options[options.length - 1];
    if (!low || !high) return NO_RATES;
    return {
      kind: 'priced',
      low: toDollars(low.total),
      high: toDollars(high.total),
      lines: low.lines,
      allIn: context !== undefined,
      driveGap: context ? driveGap(context.drives) : null,
      vehicles: 1,
      busType: low.bus.busType,
      highBusType: high.bus.busType,
    };
  }

  let best: { bus: BusResult; vehicles: number; total: number; lines: EstimateLine[] } | null =
    null;
  for (const bus of priced) {
    const vehicles = Math.ceil(inputs.people / bus.seats);
    if (bus.quantity > 0 && vehicles > bus.quantity) continue;
    const lines = optionLines(bus, vehicles, inputs, context);
    const total = totalOf(lines);
    if (!best || total < best.total || (total === best.total && vehicles < best.vehicles)) {
      best = { bus, vehicles, total, lines };
    }
  }
  if (!best) return priced.length > 0 ? NO_FIT : NO_RATES;
  const amount = toDollars(best.total);
  return {
    kind: 'priced',
    low: amount,
    high: amount,
    lines: best.lines,
    allIn: context !== undefined,
    driveGap: context ? driveGap(context.drives) : null,
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
  context?: AllInContext,
): TripEstimate {
  if (busType === null) return estimateTrip(busResults, inputs, context);
  const wanted = busType.trim().toLowerCase();
  return estimateTrip(
    busResults.filter((bus) => bus.busType.trim().toLowerCase() === wanted),
    inputs,
    context,
  );
}

type Priced = Extract<TripEstimate, { kind: 'priced' }>;

/** A range when bus types that seat the group come to different figures: decided on the numbers. */
export const isRange = (estimate: TripEstimate): estimate is Priced =>
  estimate.kind === 'priced' && estimate.high !== estimate.low;

/** "$1,350" or "$1,350-$2,100"; null without a figure. */
export function estimateFigure(estimate: TripEstimate): string | null {
  if (estimate.kind !== 'priced') return null;
  const low = formatAmount(estimate.low);
  return isRange(estimate) ? `${low}-${formatAmount(estimate.high)}` : low;
}

/**
 * The buses of the low figure: "Minibus", or "2 x Minibus" when one type takes several. The
 * types in the visitor's language (read while rendering, as `t` is); the figures keep the
 * server's names.
 */
export function busCount(estimate: Priced): string {
  const busType = vocabularyName('busType', estimate.busType);
  return estimate.vehicles > 1 ? `${estimate.vehicles} x ${busType}` : busType;
}

/** What the figure is for: "Minibus", "Minibus to Full Size", "2 x Minibus". */
export function estimateBasis(estimate: TripEstimate): string {
  if (estimate.kind !== 'priced') return '';
  if (estimate.busType === estimate.highBusType) return busCount(estimate);
  const low = vocabularyName('busType', estimate.busType);
  const high = vocabularyName('busType', estimate.highBusType);
  return t`${low} to ${high}`;
}

/** What the figure is called: "All-in estimate" with the extras, else "Estimated". */
export const figureName = (estimate: TripEstimate) =>
  estimate.kind === 'priced' && estimate.allIn ? t`All-in estimate` : t`Estimated`;

/** The estimate in one line: "All-in estimate $1,350", "No posted rates", ... */
export function estimateText(estimate: TripEstimate): string {
  const figure = estimateFigure(estimate);
  if (figure !== null) {
    return estimate.kind === 'priced' && estimate.allIn
      ? t`All-in estimate ${figure}`
      : t`Estimated ${figure}`;
  }
  return estimate.kind === 'noRates' ? t`No posted rates` : t`Group larger than the listed fleet`;
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
