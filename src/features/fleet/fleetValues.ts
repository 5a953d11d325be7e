import { BUS_TYPES } from '@/config/constants';
import type { FleetEntry, FleetItem, FleetValues } from './types';

/*
 * The fleet form's values and the fleet's names, apart from its Yup rules (schemas.ts): the fleet
 * table and the rate boxes are on screen at once, the rules load with the fleet modal.
 */

/** The input masks of spec section 5: how many characters each rate box keeps. */
export const RATE_MASKS = {
  transferRate: { length: 5, decimals: false },
  fiveHourRate: { length: 5, decimals: false },
  dayRate: { length: 4, decimals: false },
  mileRate: { length: 6, decimals: true },
} as const;

export type RateName = keyof typeof RATE_MASKS;

/** What a rate box keeps of what was typed: digits (and one point for the mile rate), cut to length. */
export function maskRate(name: RateName, typed: string): string {
  const { length, decimals } = RATE_MASKS[name];
  let kept = typed.replace(decimals ? /[^\d.]/g : /\D/g, '');
  if (decimals) {
    const point = kept.indexOf('.');
    if (point !== -1) kept = kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
  }
  return kept.slice(0, length);
}

const shown = (rate: number) => (rate > 0 ? String(rate) : '');

export function valuesOf(item: FleetItem | null): FleetValues {
  return {
    busTypeId: item ? String(item.busTypeId) : '',
    quantity: item ? String(item.quantity) : '',
    seats: item ? String(item.seats) : '',
    year: item ? String(item.year) : '',
    amenities: item ? item.amenities.map(String) : [],
    transferRate: item ? shown(item.transferRate) : '',
    fiveHourRate: item ? shown(item.fiveHourRate) : '',
    dayRate: item ? shown(item.dayRate) : '',
    mileRate: item ? shown(item.mileRate) : '',
  };
}

/** A rate as sent: dollars, 0 when the box is empty (or holds only a point). */
export function rateOf(typed: string): number {
  const value = Number.parseFloat(typed);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The checked values as the level's save sends them. */
export function entryOf(values: FleetValues): FleetEntry {
  return {
    busTypeId: Number(values.busTypeId),
    quantity: Number(values.quantity),
    seats: Number(values.seats),
    year: Number(values.year),
    amenities: values.amenities.map(Number).sort((a, b) => a - b),
    transferRate: rateOf(values.transferRate),
    fiveHourRate: rateOf(values.fiveHourRate),
    dayRate: rateOf(values.dayRate),
    mileRate: rateOf(values.mileRate),
  };
}

/** The model years offered: next year back to 1980, plus an older year already on file. */
export function modelYears(current: number | null, thisYear = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let year = thisYear + 1; year >= 1980; year -= 1) years.push(year);
  if (current !== null && !years.includes(current)) years.push(current);
  return years;
}

export function busTypeName(busTypeId: number): string {
  return BUS_TYPES.find((type) => type.id === busTypeId)?.name ?? `Bus type ${busTypeId}`;
}
