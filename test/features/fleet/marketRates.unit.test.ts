import {
  busTypeIdOf,
  compareToMarket,
  marketRates,
  median,
  toMarketCompanies,
} from '@/features/fleet/marketRates';
import type { SearchResponse, SearchResult } from '@/features/search/types';
import type { MarketCompany } from '@/features/fleet/types';
import { busResult } from '../search/busResult';

const NOBODY = { companyMetroIds: [], names: [] };

const company = (
  companyMetroId: number,
  name: string,
  buses: [busTypeId: number, dayRate: number, mileRate: number][],
): MarketCompany => ({
  companyMetroId,
  name,
  buses: buses.map(([busTypeId, dayRate, mileRate]) => ({ busTypeId, dayRate, mileRate })),
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('marketRates', () => {
  const market = [
    company(1, 'Alpha Coaches', [
      [1, 1500, 4],
      [2, 1000, 3],
    ]),
    company(2, 'Bravo Bus', [[1, 1700, 5]]),
    company(3, 'Charlie Charter', [[1, 2100, 0]]),
    company(4, 'Lone Star Charter Coaches', [[1, 9000, 40]]),
  ];

  it('gives per bus type the median of the other companies, counting each company once', () => {
    const rates = marketRates(market, { companyMetroIds: [4], names: [] });
    expect(rates.get(1)).toEqual({ busTypeId: 1, dayMedian: 1700, mileMedian: 4.5, companies: 3 });
    expect(rates.get(2)).toEqual({ busTypeId: 2, dayMedian: 1000, mileMedian: 3, companies: 1 });
    expect(rates.has(5)).toBe(false);
  });

  it('leaves out the operator by listing id or by name, whatever its case', () => {
    expect(
      marketRates(market, { companyMetroIds: [], names: ['lone star charter coaches'] }).get(1),
    ).toMatchObject({ dayMedian: 1700, companies: 3 });
    expect(marketRates(market, NOBODY).get(1)).toMatchObject({ dayMedian: 1900, companies: 4 });
  });

  it('excludes zero and absent rates, and companies with neither rate', () => {
    const rates = marketRates(
      [
        company(1, 'A', [[3, 0, 0]]),
        company(2, 'B', [[3, 800, 0]]),
        company(3, 'C', [[3, Number.NaN, 2.5]]),
      ],
      NOBODY,
    );
    expect(rates.get(3)).toEqual({ busTypeId: 3, dayMedian: 800, mileMedian: 2.5, companies: 2 });
  });

  it("takes a company's own median first when it runs several buses of one type", () => {
    const rates = marketRates(
      [
        company(1, 'A', [
          [1, 1000, 2],
          [1, 3000, 6],
        ]),
        company(2, 'B', [[1, 1200, 3]]),
      ],
      NOBODY,
    );
    expect(rates.get(1)).toMatchObject({ dayMedian: 1600, mileMedian: 3.5, companies: 2 });
  });
});

describe('busTypeIdOf and toMarketCompanies', () => {
  it("reads a type name through the answer's list, the spec's names and aliases", () => {
    expect(busTypeIdOf('Minibus')).toBe(2);
    expect(busTypeIdOf('double decker')).toBe(7);
    expect(busTypeIdOf('CharterBus')).toBe(1);
    expect(busTypeIdOf('Sprinter', [{ id: 8, name: 'Sprinter' }])).toBe(8);
    expect(busTypeIdOf('Hovercraft')).toBeNull();
    expect(busTypeIdOf('')).toBeNull();
  });

  it('keeps each result company with its buses by type id', () => {
    const bus = (busType: string, dayAmount: number, mileAmount: number) =>
      busResult({ busType, years: '2020', dayAmount, mileAmount });
    const result = {
      company: { id: 77, name: 'Alpha Coaches' },
      busResults: [bus('Full Size', 1500, 4), bus('Hovercraft', 10, 1)],
    } as unknown as SearchResult;
    const response = { results: [result], busTypes: [] } as unknown as SearchResponse;
    expect(toMarketCompanies(response)).toEqual([
      {
        companyMetroId: 77,
        name: 'Alpha Coaches',
        buses: [{ busTypeId: 1, dayRate: 1500, mileRate: 4 }],
      },
    ]);
  });
});

describe('compareToMarket', () => {
  it.each([
    [1300, 1000, 'above'],
    [1250, 1000, 'near'],
    [750, 1000, 'near'],
    [740, 1000, 'below'],
    [0, 1000, null],
    [900, null, null],
  ] as const)('%s against %s: %s', (mine, marketMedian, position) => {
    expect(compareToMarket(mine, marketMedian)).toBe(position);
  });
});
