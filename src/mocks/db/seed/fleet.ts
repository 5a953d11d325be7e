import type { Rng } from '../random';
import type { BusRow, BusTypeId } from '../types';
import { BUS_TYPES, SEAT_RANGES, setBusAmenities } from './catalogue';

/** Fleet generation: which bus types operators run and what they charge for them. */

/** Relative popularity of bus types among listed operators. */
const TYPE_WEIGHTS: readonly (readonly [BusTypeId, number])[] = [
  [1, 30],
  [2, 22],
  [5, 8],
  [3, 7],
  [8, 10],
  [13, 6],
  [9, 4],
  [4, 2],
  [6, 2],
  [7, 1],
  [10, 2],
  [11, 2],
  [12, 1],
  [14, 3],
  [15, 2],
  [16, 4],
  [17, 3],
];

/**
 * Day-rate range in dollars per bus type; the mile rate is day / 400 plus up to 50 cents, so a
 * Full Size coach posts $1,200-$1,800 a day and $3-$5 a mile (the peers' 2007 averages, $821 a
 * day and $2.94 a mile over all types, are about $1,270 and $4.55 in today's dollars).
 */
const DAY_RATES: Readonly<Record<BusTypeId, readonly [number, number]>> = {
  1: [1200, 1800],
  2: [900, 1350],
  3: [650, 950],
  4: [2200, 3200],
  5: [1100, 1600],
  6: [700, 1100],
  7: [1900, 2600],
  8: [450, 750],
  9: [900, 1400],
  10: [1400, 2000],
  11: [700, 1000],
  12: [1300, 1900],
  13: [850, 1400],
  14: [500, 800],
  15: [650, 1000],
  16: [400, 650],
  17: [350, 550],
};

export interface BusInput {
  id: number;
  company_id: number;
  company_metro_ids: number[];
  bus_type_id: BusTypeId;
  quantity?: number;
  seats?: number;
  year?: number;
  /** False: the operator posts no day or mile rate for this bus ("No posted rates"). */
  posted?: boolean;
}

/**
 * About one generated bus in nine posts no rates. Chosen by id, so it draws nothing from the
 * generator and every other seeded value stays as it was.
 */
export function postsRates(busId: number): boolean {
  return busId % 9 !== 4;
}

export function buildBus(rng: Rng, input: BusInput): BusRow {
  const type = input.bus_type_id;
  const [minSeats, maxSeats] = SEAT_RANGES[type];
  const [minDay, maxDay] = DAY_RATES[type];
  const year = input.year ?? rng.int(2014, 2026);
  const oldest = rng.chance(0.6) ? year - rng.int(1, 7) : year;
  const day = Math.round(rng.int(minDay, maxDay) / 25) * 25;
  const typeAmenities = BUS_TYPES.find((t) => t.id === type)?.amenity_ids ?? [];
  const bus: BusRow = {
    id: input.id,
    company_id: input.company_id,
    company_metro_ids: input.company_metro_ids,
    in_company_fleet: true,
    bus_type_id: type,
    quantity:
      input.quantity ??
      rng.weighted([
        [1, 4],
        [2, 4],
        [3, 3],
        [4, 2],
        [6, 1],
        [10, 1],
      ]),
    seats: input.seats ?? rng.int(minSeats, maxSeats),
    year,
    years: oldest === year ? String(year) : `${oldest}-${year}`,
    restroom: false,
    wifi: false,
    one_ten_volts: false,
    transfer_rate: Math.round((day * 0.35) / 5) * 5,
    five_hour_rate: Math.round((day * 0.6) / 5) * 5,
    day_amount: day,
    mile_amount: Math.round((day / 400 + rng.float(0, 0.5)) * 100) / 100,
    amenity_ids: [],
  };
  if (input.posted === false) {
    bus.day_amount = 0;
    bus.mile_amount = 0;
    bus.transfer_rate = 0;
    bus.five_hour_rate = 0;
  }
  // Newer buses tend to have more of what their type can offer.
  const share = year >= 2021 ? 0.85 : 0.6;
  setBusAmenities(
    bus,
    typeAmenities.filter(() => rng.chance(share)),
  );
  return bus;
}

/** Bus types of a generated fleet: 1-4 distinct types, weighted by popularity. */
export function fleetTypes(rng: Rng, count: number): BusTypeId[] {
  const chosen = new Set<BusTypeId>();
  while (chosen.size < count) chosen.add(rng.weighted(TYPE_WEIGHTS));
  return [...chosen];
}
