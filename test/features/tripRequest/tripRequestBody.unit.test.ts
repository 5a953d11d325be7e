import { selectSearchOrigin } from '@/features/tripRequest/searchOrigin';
import { toTripRequestBody } from '@/features/tripRequest/tripRequestBody';
import type { SearchOrigin, TripFormValues } from '@/features/tripRequest/types';

const VALUES: TripFormValues = {
  departureCity: ' Dallas ',
  departureState: 'TX',
  destinationCity: 'San Antonio',
  destinationState: 'TX',
  departureDate: '2099-06-14',
  departureTime: '07:30:00',
  returnDate: '2099-06-15',
  returnTime: '18:00',
  numberOfPeople: 45,
  tripType: '2',
  basicNameOfGroup: ' Troop 214 ',
  basicFirstName: 'Dana',
  basicLastName: 'Whitfield',
  basicPhone: '1 (214) 555-0199',
  basicEmail: ' dana@example.org',
  notes: '  ',
};

const ORIGIN: SearchOrigin = {
  departureCity: 'Dallas',
  departureState: 'tx',
  latitude: 32.7767,
  longitude: -96.797,
  numberOfPeople: null,
  tripType: null,
};

describe('toTripRequestBody', () => {
  it('sends numbers as numbers, the phone as digits, times as HH:mm and trimmed text', () => {
    expect(toTripRequestBody(VALUES, [10234, 10001], ORIGIN)).toEqual({
      companyMetroIds: [10234, 10001],
      numberOfPeople: 45,
      tripType: 2,
      departureCity: 'Dallas',
      departureState: 'TX',
      departureDate: '2099-06-14',
      departureTime: '07:30',
      destinationCity: 'San Antonio',
      destinationState: 'TX',
      returnDate: '2099-06-15',
      returnTime: '18:00',
      basicNameOfGroup: 'Troop 214',
      basicFirstName: 'Dana',
      basicLastName: 'Whitfield',
      basicPhone: '12145550199',
      basicEmail: 'dana@example.org',
      notes: '',
      originLatitude: 32.7767,
      originLongitude: -96.797,
    });
  });

  it('leaves the coordinates out when the trip starts elsewhere or they are unknown', () => {
    const elsewhere = toTripRequestBody({ ...VALUES, departureCity: 'Austin' }, [1], ORIGIN);
    expect(elsewhere).not.toHaveProperty('originLatitude');
    const unknown = toTripRequestBody(VALUES, [1], { ...ORIGIN, latitude: null });
    expect(unknown).not.toHaveProperty('originLongitude');
  });
});

describe('selectSearchOrigin', () => {
  it('reads the search when it is there', () => {
    expect(
      selectSearchOrigin({
        search: {
          departureCity: 'Dallas',
          departureState: 'TX',
          latitude: 32.7767,
          longitude: '-96.797',
          numberOfPeople: 45,
          tripType: 2,
        },
      }),
    ).toEqual({
      departureCity: 'Dallas',
      departureState: 'TX',
      latitude: 32.7767,
      longitude: -96.797,
      numberOfPeople: 45,
      tripType: 2,
    });
  });

  it('falls back to nothing known when the search is missing or odd', () => {
    const nothing = {
      departureCity: '',
      departureState: '',
      latitude: null,
      longitude: null,
      numberOfPeople: null,
      tripType: null,
    };
    expect(selectSearchOrigin({})).toEqual(nothing);
    expect(
      selectSearchOrigin({
        search: {
          departureCity: 7,
          departureState: null,
          latitude: 'north',
          longitude: Number.NaN,
          numberOfPeople: 0,
          tripType: 1.5,
        },
      }),
    ).toEqual(nothing);
  });

  it('returns the same object while the search is unchanged', () => {
    const state = { search: { departureCity: 'Dallas' } };
    expect(selectSearchOrigin(state)).toBe(selectSearchOrigin(state));
  });
});
