import fc from 'fast-check';
import { compareRows } from '@/app/routes/traveller/compare/compareRows';
import { parseCompareUrl } from '@/features/compare/compareRequest';
import { selectCompareTrip } from '@/features/compare/compareSlice';
import { buildCompareUrl } from '@/features/compare/compareUrl';
import { allInEstimate } from '@/features/search/allInEstimate';
import { DEFAULT_COSTS, readCosts, writeCosts } from '@/features/search/costs';
import {
  estimateText,
  estimateTrip,
  LOCAL_MILES,
  linesTotal,
  type TripEstimate,
} from '@/features/search/estimate';
import { selectEstimates } from '@/features/search/estimateView';
import { initialSearchState, type BaseDistance } from '@/features/search/searchSlice';
import type { BusResult, SearchResult } from '@/features/search/types';
import { emptyDrives, tripEnds } from '@/features/tripPlan/emptyDrives';
import { roadMiles } from '@/features/tripPlan/tripMiles';
import { BUS_TYPES, costsArb, drivesArb, fleetArb, inputsArb } from './estimateArbitraries';

/*
 * The all-in estimate's rules as properties over random fleets, rates, group sizes, bus counts,
 * trips, assumptions and bases (issue 39). The fixed examples stay in estimate.unit.test.ts.
 */

type Priced = Extract<TripEstimate, { kind: 'priced' }>;
const linesOf = (estimate: Priced, id: string) => estimate.lines.filter((line) => line.id === id);
/** The bus of the low figure (the one its lines are of). */
const lowBus = (fleet: readonly BusResult[], estimate: Priced) =>
  fleet.filter((bus) => bus.busType === estimate.busType);

describe('the all-in estimate, as properties', () => {
  it('lines add up: every breakdown adds up to its figure', () => {
    fc.assert(
      fc.property(fleetArb, inputsArb, costsArb, drivesArb, (fleet, inputs, costs, drives) => {
        const estimate = estimateTrip(fleet, inputs, { costs, drives });
        if (estimate.kind !== 'priced') return;
        expect(linesTotal(estimate.lines)).toBe(estimate.low);
        expect(estimate.lines.every((line) => line.cents % 100 === 0)).toBe(true);
        expect(estimate.high).toBeGreaterThanOrEqual(estimate.low);
      }),
    );
  });

  it('rooms follow the days: one room per driver for each of days - 1 nights, per bus', () => {
    fc.assert(
      fc.property(fleetArb, inputsArb, costsArb, drivesArb, (fleet, inputs, costs, drives) => {
        const estimate = estimateTrip(fleet, inputs, { costs, drives });
        if (estimate.kind !== 'priced') return;
        const nights = inputs.days - 1;
        const drivers = costs.relief ? 2 : 1;
        const rooms = linesOf(estimate, 'room');
        if (nights === 0 || costs.room === 0) {
          expect(rooms).toEqual([]);
          return;
        }
        expect(rooms).toHaveLength(1);
        expect(rooms[0]?.cents).toBe(estimate.vehicles * drivers * nights * costs.room * 100);
        expect(rooms[0]?.label).toContain(`${nights} ${nights === 1 ? 'night' : 'nights'}`);
        const relief = linesOf(estimate, 'relief');
        expect(relief).toHaveLength(costs.relief && costs.reliefDay > 0 ? 1 : 0);
      }),
    );
  });

  it('once each way: the drive from the base is one line out and one line home, at the mile rate', () => {
    fc.assert(
      fc.property(fleetArb, inputsArb, costsArb, drivesArb, (fleet, inputs, costs, drives) => {
        const estimate = estimateTrip(fleet, inputs, { costs, drives });
        if (estimate.kind !== 'priced') return;
        const rates = lowBus(fleet, estimate).map((bus) => bus.mileAmount);
        for (const [id, drive] of [
          ['driveOut', drives.out],
          ['driveHome', drives.home],
        ] as const) {
          const found = linesOf(estimate, id);
          const away = drive.miles === null ? 0 : Math.round(drive.miles);
          const counted = away >= LOCAL_MILES && rates.some((rate) => rate > 0);
          expect(found).toHaveLength(counted ? 1 : 0);
          const line = found[0];
          if (!line) continue;
          const exact = rates.map((rate) => estimate.vehicles * away * Math.round(rate * 100));
          expect(exact.map((cents) => Math.round(cents / 100) * 100)).toContain(line.cents);
        }
      }),
    );
  });

  it('once each way: a round trip goes home from its start, a one-way trip from its end', () => {
    const point = fc.record({
      latitude: fc.double({ min: 25, max: 49, noNaN: true }),
      longitude: fc.double({ min: -124, max: -67, noNaN: true }),
    });
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 0, max: 500, noNaN: true }),
        (end, base, miles) => {
          const spot = { miles, place: base };
          const round = emptyDrives({ ends: tripEnds('Dallas, TX', false, null), base: spot });
          expect(round).toEqual({
            out: { place: 'Dallas, TX', miles },
            home: { place: 'Dallas, TX', miles },
          });
          const destination = { ...end, name: 'Austin, TX' };
          const oneWay = emptyDrives({
            ends: tripEnds('Dallas, TX', true, destination),
            base: spot,
          });
          expect(oneWay).toEqual({
            out: { place: 'Dallas, TX', miles },
            home: { place: 'Austin, TX', miles: roadMiles(end, base) },
          });
        },
      ),
    );
  });
});

/** A search answer of companies, each with a fleet and a base measured (or not). */
const answerArb = fc.array(
  fc.record({
    fleet: fleetArb,
    base: fc.option(
      fc.record({
        miles: fc.double({ min: 0, max: 300, noNaN: true }),
        latitude: fc.double({ min: 30, max: 35, noNaN: true }),
        longitude: fc.double({ min: -100, max: -95, noNaN: true }),
      }),
      { nil: null },
    ),
  }),
  { minLength: 1, maxLength: 4 },
);

function result(id: number, busResults: BusResult[]): SearchResult {
  return {
    company: { id } as SearchResult['company'],
    photos: [],
    reviews: [],
    paymentTypes: {} as SearchResult['paymentTypes'],
    busResults,
  };
}

describe('one figure everywhere, as a property', () => {
  it('agree: the card (and /review), the link to /compare and /compare show the same figure', () => {
    const tripTypes = [
      { id: 1, name: 'One Way' },
      { id: 2, name: 'Round Trip' },
    ];
    fc.assert(
      fc.property(
        answerArb,
        inputsArb,
        costsArb,
        fc.option(fc.constantFrom(...BUS_TYPES), { nil: null }),
        fc.constantFrom(1, 2),
        (answer, inputs, costs, busType, tripType) => {
          const results = answer.map(({ fleet }, at) => result(at + 1, fleet));
          const distances = answer.map(
            ({ base }): BaseDistance | null => base && { miles: base.miles, text: '', place: base },
          );
          const destination = {
            key: 'Austin,TX',
            name: 'Austin, TX',
            city: 'Austin',
            state: 'TX',
            zip: '',
            latitude: 30.27,
            longitude: -97.74,
          };
          const busTypes = BUS_TYPES.map((name, at) => ({ id: at + 1, name }));
          const state = {
            search: {
              ...initialSearchState,
              unfilteredResults: results,
              busTypes,
              busTypeSelected: busType && BUS_TYPES.indexOf(busType) + 1,
              estimate: inputs,
              costs: writeCosts(costs),
              tripType,
              plan: { origin: null, destination, stops: [], departureDate: '', returnDate: '' },
              bases: { requestId: null, from: 'Dallas, TX', distances },
            },
            metadata: { tripTypes },
          };
          // The cards (and /review, which reads the same selector).
          const cards = selectEstimates(state);
          // /compare from the link the bar writes, as ComparePage reads it.
          const link = buildCompareUrl([], selectCompareTrip(state));
          const request = parseCompareUrl(new URLSearchParams(link.split('?')[1]));
          if (!request.estimate) throw new Error('the link carries the estimate');
          const oneWay = request.tripType === 1;
          const ends = tripEnds('Dallas, TX', oneWay, oneWay ? destination : null);
          const rows = compareRows(results, {
            trip: {
              inputs: request.estimate,
              busType: request.busType,
              costs: readCosts(request.costs),
            },
            baseOf: (found) => ({ ends, base: distances[found.company.id - 1] ?? null }),
          });
          const row = rows.find(({ id }) => id === 'estimate');
          results.forEach((found, at) => {
            const card = cards?.[at];
            const compared = row?.fact(found);
            expect(compared?.score ?? null).toBe(card?.kind === 'priced' ? card.low : null);
            if (!card) throw new Error('a card estimate for every result');
            // The same words too: the figure, a range, "No posted rates", and its bus type.
            expect(compared?.key).toBe(
              `${estimateText(card)}|${card.kind === 'priced' ? card.busType : ''}`,
            );
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agree: without its bases the figure is still coming, never a partial one', () => {
    const estimate = allInEstimate(
      [
        {
          id: 1,
          busType: 'Van',
          seats: 14,
          quantity: 1,
          years: '',
          restroom: false,
          wifi: false,
          oneTenVolts: false,
          dayAmount: 500,
          mileAmount: 2,
          amenities: [],
        },
      ],
      { inputs: { people: 10, days: 1, miles: 100 }, busType: null, costs: DEFAULT_COSTS },
      'measuring',
    );
    expect(estimate).toMatchObject({ kind: 'priced', driveGap: 'measuring' });
  });
});
