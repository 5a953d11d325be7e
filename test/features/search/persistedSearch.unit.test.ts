import { isValidPersistedSearch } from '@/features/search/persistedSearch';

const DEPARTURE = {
  departureCity: 'Spokane',
  departureState: 'WA',
  latitude: 47.66,
  longitude: -117.43,
};
const SEATTLE = {
  key: 'Seattle,WA',
  name: 'Seattle, WA',
  city: 'Seattle',
  state: 'WA',
  zip: '',
  latitude: 47.61,
  longitude: -122.33,
};
const PLAN = {
  origin: { name: 'Spokane, WA', latitude: 47.66, longitude: -117.43 },
  destination: SEATTLE,
  stops: [],
  departureDate: '2099-06-14',
  returnDate: '',
};
const TRIP = {
  estimate: { people: 40, days: 2, miles: 550 },
  plan: PLAN,
  planLink: { destination: 'Seattle,WA', stops: [], departureDate: '2099-06-14', returnDate: '' },
  tripType: 2,
  numberOfPeople: 40,
};

describe('the persisted search', () => {
  it('keeps a departure saved before the trip was kept, and one with its trip', () => {
    expect(isValidPersistedSearch(DEPARTURE)).toBe(true);
    expect(isValidPersistedSearch({ ...DEPARTURE, ...TRIP })).toBe(true);
    expect(
      isValidPersistedSearch({ ...DEPARTURE, estimate: null, plan: null, planLink: null }),
    ).toBe(true);
  });

  it.each([
    ['a plan without its estimate', { plan: PLAN, estimate: null }],
    ['an estimate out of its limits', { estimate: { people: 0, days: 2, miles: 550 } }],
    [
      'a plan whose place has no coordinates',
      { plan: { ...PLAN, destination: { ...SEATTLE, latitude: 'x' } } },
    ],
    ['a stop that is not a place', { plan: { ...PLAN, stops: ['Ellensburg'] } }],
    ['a link with a numeric stop', { planLink: { ...TRIP.planLink, stops: [5] } }],
    ['a group of 2.5', { numberOfPeople: 2.5 }],
    ['a trip type as text', { tripType: '2' }],
  ])('drops %s', (_, odd) => {
    expect(isValidPersistedSearch({ ...DEPARTURE, ...TRIP, ...odd })).toBe(false);
  });
});
