import * as Yup from 'yup';
import { BUS_TYPES, FLEET_QUANTITY, FLEET_SEATS } from '@/config/constants';

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
