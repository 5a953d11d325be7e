import { baseDistances, baseLine, basePlace } from '@/features/tripPlan/baseDistances';
import { loadPlaceIndex, type PlaceIndex } from '@/features/tripPlan/placeIndex';
import { greatCircleMiles, roadMiles, ROAD_FACTOR } from '@/features/tripPlan/tripMiles';
import type { LatLon } from '@/features/tripPlan/types';
import { sortByKey } from '@/features/search/sortByKey';
import { CENTRES as PUBLISHED } from './centres';

const { spokane: SPOKANE, ...CENTRES } = PUBLISHED;

let index: PlaceIndex;
beforeAll(async () => {
  index = await loadPlaceIndex();
});

/** Within 3% of the published centres' great-circle distance times the road factor. */
function expectNear(miles: number, to: LatLon) {
  const reference = greatCircleMiles(SPOKANE, to) * ROAD_FACTOR;
  expect(Math.abs(miles - reference) / reference).toBeLessThan(0.03);
}

const company = (city: string, state: string, zip = '') => ({ city, state, zip });

describe('how far a company is based from the departure', () => {
  it('is the great-circle distance times the road factor, as a leg of the planner', () => {
    expect(roadMiles(SPOKANE, CENTRES.seattle)).toBeCloseTo(
      greatCircleMiles(SPOKANE, CENTRES.seattle) * 1.2,
      9,
    );
    // Spokane - Seattle: 228 miles as the crow flies, 274 by road.
    expect(roadMiles(SPOKANE, CENTRES.seattle)).toBeCloseTo(274, -1);
  });

  it.each([
    ['Seattle', 'WA', '', CENTRES.seattle],
    ["Coeur d'Alene", 'ID', '', CENTRES.coeurDAlene],
    ['Portland', 'OR', '', CENTRES.portland],
    // A zip code wins over the city: 98101 is downtown Seattle.
    ['Nowhere', 'WA', '98101', CENTRES.seattle],
  ])('finds %s, %s %s within 3%% of its centre', (city, state, zip, centre) => {
    const [distance] = baseDistances(
      [company(city, state, zip)],
      { name: 'Spokane, WA', ...SPOKANE },
      index,
    );
    expect(distance).not.toBeNull();
    expectNear(distance?.miles ?? 0, centre);
  });

  it('says it as the planner rounds: to ten miles from 100, else to the mile', () => {
    expect(baseLine(274.2, 'Spokane, WA')).toBe('Based about 270 miles from Spokane, WA');
    expect(baseLine(74.6, 'Spokane, WA')).toBe('Based about 75 miles from Spokane, WA');
    expect(baseLine(1.2, 'Spokane, WA 99201')).toBe('Based about 1 mile from Spokane, WA 99201');
    expect(baseLine(0.3, 'Spokane, WA')).toBe('Based less than a mile from Spokane, WA');
  });

  it('knows nothing of a place the gazetteer does not know', () => {
    expect(basePlace(company('Atlantis', 'XX', '00000'), index)).toBeNull();
    expect(basePlace(company('', '', ''), index)).toBeNull();
    expect(
      baseDistances([company('Atlantis', 'XX')], { name: 'Spokane, WA', ...SPOKANE }, index),
    ).toEqual([null]);
  });

  it('sorts the nearest first, the unknown last, ties in their order', () => {
    const miles = [300, Number.POSITIVE_INFINITY, 75, 300, Number.POSITIVE_INFINITY, 5];
    const items = miles.map((_, position) => ({ index: position }));
    expect(sortByKey(items, (position) => miles[position] ?? 0).map((item) => item.index)).toEqual([
      5, 2, 0, 3, 1, 4,
    ]);
  });
});
