import { ValidationError } from 'yup';
import { entryOf, maskRate, modelYears, valuesOf } from '@/features/fleet/fleetValues';
import { FLEET_TEXTS, fleetSchema } from '@/features/fleet/schemas';
import type { FleetValues } from '@/features/fleet/types';

const VALID: FleetValues = {
  busTypeId: '2',
  quantity: '3',
  seats: '28',
  year: '2022',
  amenities: ['3', '1'],
  transferRate: '450',
  fiveHourRate: '',
  dayRate: '1200',
  mileRate: '3.75',
};

/** Every message the schema gives for these values (all fields checked). */
async function errorsOf(values: Partial<FleetValues>): Promise<string[]> {
  try {
    await fleetSchema.validate({ ...VALID, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('fleetSchema (spec section 5, Fleet)', () => {
  it('accepts a complete entry', async () => {
    expect(await errorsOf({})).toEqual([]);
  });

  it('requires bus type and year with the spec texts', async () => {
    expect(await errorsOf({ busTypeId: '', year: '' })).toEqual([
      'Bus type is required.',
      'Year is required.',
    ]);
    expect(await errorsOf({ busTypeId: '18' })).toEqual([FLEET_TEXTS.busType]);
  });

  it.each([
    ['0', 'Quantity must be greater than 0'],
    ['-4', 'Quantity must be greater than 0'],
    ['1000', 'Quantity must be integer from 1 to 999.'],
    ['2.5', 'Quantity must be integer from 1 to 999.'],
    ['', 'Quantity must be integer from 1 to 999.'],
    ['many', 'Quantity must be integer from 1 to 999.'],
  ])('quantity %j: %s', async (quantity, text) => {
    expect(await errorsOf({ quantity })).toEqual([text]);
  });

  it.each(['1', '999'])('quantity %s is fine', async (quantity) => {
    expect(await errorsOf({ quantity })).toEqual([]);
  });

  it.each(['0', '201', '12.5', ''])('seat count %j: the one seat text', async (seats) => {
    expect(await errorsOf({ seats })).toEqual(['Seat Count must be integer from 1 to 200.']);
  });

  it.each(['1', '200'])('seat count %s is fine', async (seats) => {
    expect(await errorsOf({ seats })).toEqual([]);
  });

  it('needs no check of the rates', async () => {
    expect(await errorsOf({ transferRate: '', dayRate: '', mileRate: '.' })).toEqual([]);
  });
});

describe('maskRate (the rate input masks)', () => {
  it.each([
    ['transferRate', '1234567', '12345'],
    ['fiveHourRate', '$9,876,5', '98765'],
    ['dayRate', '98765', '9876'],
    ['dayRate', '12.50', '1250'],
    ['mileRate', '4.25', '4.25'],
    ['mileRate', '4.255.1x9', '4.2551'],
    ['mileRate', '1234567', '123456'],
  ] as const)('%s keeps %j as %j', (name, typed, kept) => {
    expect(maskRate(name, typed)).toBe(kept);
  });
});

describe('values and entries', () => {
  it('sends numbers, sorted amenities and 0 for an empty rate', () => {
    expect(entryOf(VALID)).toEqual({
      busTypeId: 2,
      quantity: 3,
      seats: 28,
      year: 2022,
      amenities: [1, 3],
      transferRate: 450,
      fiveHourRate: 0,
      dayRate: 1200,
      mileRate: 3.75,
    });
    expect(entryOf({ ...VALID, mileRate: '.' }).mileRate).toBe(0);
  });

  it('shows an entry with its rates, a rate of 0 as an empty box', () => {
    const values = valuesOf({ id: 9, ...entryOf(VALID) });
    expect(values).toEqual({ ...VALID, amenities: ['1', '3'] });
    expect(valuesOf(null)).toMatchObject({ busTypeId: '', quantity: '', amenities: [] });
  });

  it('offers next year back to 1980, and an older year on file', () => {
    const years = modelYears(null, 2026);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1980);
    expect(modelYears(1975, 2026).at(-1)).toBe(1975);
    expect(modelYears(2001, 2026).filter((year) => year === 2001)).toHaveLength(1);
  });
});
