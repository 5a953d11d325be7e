import { loadPlaceIndex, type PlaceIndex } from '@/features/tripPlan/placeIndex';
import {
  greatCircleMiles,
  legMiles,
  milesExplanation,
  ROAD_FACTOR,
  tripMiles,
} from '@/features/tripPlan/tripMiles';
import type { LatLon } from '@/features/tripPlan/types';
import { CENTRES } from './centres';

let index: PlaceIndex;
beforeAll(async () => {
  index = await loadPlaceIndex();
});

const place = (key: string): LatLon => {
  const found = index.find(key);
  if (!found) throw new Error(`${key} not in the gazetteer`);
  return found;
};

/** Within 3% of the straight-line distance between the two published centres. */
function expectNear(miles: number, from: LatLon, to: LatLon) {
  const reference = greatCircleMiles(from, to);
  expect(Math.abs(miles - reference) / reference).toBeLessThan(0.03);
}

describe('greatCircleMiles', () => {
  it('measures known pairs of published centres', () => {
    // Published great-circle distances, rounded: Spokane-Seattle 228, New York-Boston 190.
    expect(greatCircleMiles(CENTRES.spokane, CENTRES.seattle)).toBeCloseTo(228, -1);
    expect(greatCircleMiles(CENTRES.newYork, CENTRES.boston)).toBeCloseTo(190, -1);
    expect(greatCircleMiles(CENTRES.seattle, CENTRES.seattle)).toBe(0);
  });

  it('Spokane -> Seattle from the gazetteer is within 3% of the city centres', () => {
    expectNear(
      greatCircleMiles(place('Spokane,WA'), place('Seattle,WA')),
      CENTRES.spokane,
      CENTRES.seattle,
    );
  });

  it('New York -> Boston from the gazetteer is within 3% of the city centres', () => {
    expectNear(
      greatCircleMiles(place('New York,NY'), place('Boston,MA')),
      CENTRES.newYork,
      CENTRES.boston,
    );
  });

  it('a zip-to-zip pair (99201 Spokane -> 98101 Seattle) is within 3% of the city centres', () => {
    expectNear(greatCircleMiles(place('99201'), place('98101')), CENTRES.spokane, CENTRES.seattle);
  });
});

describe('legMiles and tripMiles', () => {
  const [a, b, c] = [CENTRES.spokane, CENTRES.ellensburg, CENTRES.seattle];

  it('goes from the departure through the stops in order to the destination', () => {
    const legs = legMiles(a, [b], c, false);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toBeCloseTo(greatCircleMiles(a, b), 6);
    expect(legs[1]).toBeCloseTo(greatCircleMiles(b, c), 6);
    // The same stops in another order make other legs.
    const reversed = legMiles(a, [c], b, false);
    expect(reversed[0]).toBeCloseTo(greatCircleMiles(a, c), 6);
  });

  it('a round trip adds the leg back to the departure: twice a one-way trip without stops', () => {
    const oneWay = legMiles(a, [], c, false);
    const round = legMiles(a, [], c, true);
    expect(round).toHaveLength(2);
    expect(round[1]).toBeCloseTo(oneWay[0] ?? 0, 6);
    expect(tripMiles(round)).toBe(Math.round(2 * (oneWay[0] ?? 0) * ROAD_FACTOR));
    // With a stop, the way back is straight home from the destination.
    const withStop = legMiles(a, [b], c, true);
    expect(withStop).toHaveLength(3);
    expect(withStop[2]).toBeCloseTo(greatCircleMiles(c, a), 6);
  });

  it('applies the road factor once per leg, then rounds the whole', () => {
    expect(ROAD_FACTOR).toBe(1.2);
    expect(tripMiles([100, 50.4])).toBe(Math.round(100 * 1.2 + 50.4 * 1.2));
    expect(tripMiles([10])).toBe(12);
    expect(tripMiles([])).toBe(0);
  });
});

describe('milesExplanation', () => {
  it("says how the figure was made, in the issue's words", () => {
    expect(milesExplanation([228.3, 228.3])).toBe(
      'about 550 miles: 2 legs of about 230 miles straight-line, x 1.2 for roads',
    );
  });

  it('lists unequal legs in order, one leg in the singular, short ones to the mile', () => {
    expect(milesExplanation([88, 108, 228])).toBe(
      'about 510 miles: 3 legs of about 88, 110 and 230 miles straight-line, x 1.2 for roads',
    );
    expect(milesExplanation([7.4])).toBe(
      'about 9 miles: 1 leg of about 7 miles straight-line, x 1.2 for roads',
    );
  });
});
