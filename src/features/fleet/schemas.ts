import * as Yup from 'yup';
import { BUS_TYPES, FLEET_QUANTITY, FLEET_SEATS } from '@/config/constants';
import type { FleetEntry, FleetItem, FleetValues } from './types';

/** Spec section 5, Fleet: the texts to the letter. */
export const FLEET_TEXTS = {
  quantityMin: 'Quantity must be greater than 0',
  quantityRange: 'Quantity must be integer from 1 to 999.',
  seats: 'Seat Count must be integer from 1 to 200.',
  busType: 'Bus type is required.',
  year: 'Year is required.',
} as const;

/** An empty box is no number (Yup would read '' as a type error). */
const count = () =>
  Yup.number().transform((value: number, original: unknown) =>
    typeof original === 'string' && original.trim() === '' ? undefined : value,
  );

/**
 * The fleet modal's rules. Quantity below 1 has its own text, anything else out of 1-999 (empty,
 * a fraction, too many) the range text. Rates are masked as typed and need no check (spec: saving
 * needs no further checks).
 */
export const fleetSchema = Yup.object({
  busTypeId: Yup.string()
    .required(FLEET_TEXTS.busType)
    .oneOf(
      BUS_TYPES.map((type) => String(type.id)),
      FLEET_TEXTS.busType,
    ),
  quantity: count()
    .typeError(FLEET_TEXTS.quantityRange)
    .required(FLEET_TEXTS.quantityRange)
    .min(FLEET_QUANTITY.min, FLEET_TEXTS.quantityMin)
    .integer(FLEET_TEXTS.quantityRange)
    .max(FLEET_QUANTITY.max, FLEET_TEXTS.quantityRange),
  seats: count()
    .typeError(FLEET_TEXTS.seats)
    .required(FLEET_TEXTS.seats)
    .integer(FLEET_TEXTS.seats)
    .min(FLEET_SEATS.min, FLEET_TEXTS.seats)
    .max(FLEET_SEATS.max, FLEET_TEXTS.seats),
  year: Yup.string().required(FLEET_TEXTS.year),
});

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
