import {
  allAgree,
  busTypesOf,
  markBest,
  otherAmenities,
  rateFact,
  ratingFact,
  seatsFact,
  typesWith,
} from '@/features/compare/compareFacts';
import type { BusResult, SearchResult } from '@/features/search/types';

function bus(busType: string, overrides: Partial<BusResult> = {}): BusResult {
  return {
    id: 1,
    busType,
    quantity: 2,
    seats: 56,
    years: '2020',
    restroom: true,
    wifi: false,
    oneTenVolts: false,
    dayAmount: 1500,
    mileAmount: 4,
    amenities: [],
    ...overrides,
  };
}

function result(busResults: BusResult[], rating = 4, reviews = 2): SearchResult {
  return {
    company: { id: 1, name: 'A', averageRating: rating } as SearchResult['company'],
    photos: [],
    reviews: Array.from({ length: reviews }, () => ({
      name: 'N',
      title: 'T',
      rating,
      comment: '',
      travelledOn: '',
      publishedOn: '',
      operatorResponse: null,
    })),
    paymentTypes: { visa: true, mastercard: false, discover: false, paypal: false, check: false },
    busResults,
  };
}

describe('best value of a row', () => {
  it('marks the highest or the lowest, every company that ties for it', () => {
    expect(markBest([4, 5, 3], 'high')).toEqual([false, true, false]);
    expect(markBest([1500, 1200, 1200, 1800], 'low')).toEqual([false, true, true, false]);
  });

  it('marks nothing when all agree, or fewer than two companies have a value', () => {
    expect(markBest([56, 56, 56], 'high')).toEqual([false, false, false]);
    expect(markBest([56, null, undefined], 'high')).toEqual([false, false, false]);
    // Companies without a value neither win nor stop the others from being compared.
    expect(markBest([null, 1200, 1500], 'low')).toEqual([false, true, false]);
  });

  it('a posted rate of 0 is no rate: it cannot be the lowest', () => {
    const free = result([bus('Minibus', { dayAmount: 0 })]);
    const priced = result([bus('Minibus', { dayAmount: 900 })]);
    const facts = [
      rateFact(free, 'Minibus', 'dayAmount'),
      rateFact(priced, 'Minibus', 'dayAmount'),
    ];
    expect(facts.map((fact) => fact.score)).toEqual([null, 900]);
    expect(rateFact(priced, 'Full Size', 'dayAmount')).toEqual({ key: '', score: null });
  });

  it('ranks seats per bus type and ratings only of companies with reviews', () => {
    expect(seatsFact(result([bus('Full Size', { seats: 57 })]), 'Full Size').score).toBe(57);
    expect(seatsFact(result([bus('Minibus')]), 'Full Size').score).toBeNull();
    expect(ratingFact(result([], 4.5, 3)).score).toBe(4.5);
    expect(ratingFact(result([], 0, 0)).score).toBeNull();
  });
});

describe('rows where all agree', () => {
  it('agree when every company shown says the same; a company not found is left out', () => {
    expect(allAgree(['yes', 'yes', 'yes'])).toBe(true);
    expect(allAgree(['yes', null, 'yes'])).toBe(true);
    expect(allAgree(['yes', 'no'])).toBe(false);
  });

  it('one company alone agrees with nobody (its rows stay)', () => {
    expect(allAgree(['yes'])).toBe(false);
    expect(allAgree(['yes', null])).toBe(false);
  });
});

describe('what is compared', () => {
  it('lists every bus type any company has, once, skipping "all" summary rows', () => {
    const a = result([bus('all'), bus('Full Size'), bus('Minibus')]);
    const b = result([bus('minibus '), bus('Executive')]);
    expect(busTypesOf([a, b])).toEqual(['Full Size', 'Minibus', 'Executive']);
  });

  it('names the bus types with a feature', () => {
    const a = result([bus('Full Size', { wifi: true }), bus('Minibus')]);
    expect(typesWith(a, 'wifi')).toEqual(['Full Size']);
    expect(typesWith(a, 'restroom')).toEqual(['Full Size', 'Minibus']);
  });

  it('other amenities: enabled ones not covered by the restroom, wifi and outlet rows', () => {
    const a = result([
      bus('Full Size', {
        amenities: [
          { id: 1, name: 'Restroom', enabled: true },
          { id: 2, name: 'WiFi', enabled: true },
          { id: 3, name: '110v Outlets', enabled: true },
          { id: 9, name: 'PA System', enabled: true },
          { id: 7, name: 'DVD Player', enabled: false },
        ],
      }),
      bus('Minibus', {
        amenities: [
          { id: 4, name: 'USB Charging', enabled: true },
          { id: 9, name: 'PA System' },
        ],
      }),
    ]);
    expect(otherAmenities(a)).toEqual(['PA System', 'USB Charging']);
  });
});
