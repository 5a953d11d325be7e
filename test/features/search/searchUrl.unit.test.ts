import { buildSearchUrl, parseCriteria, slugify } from '@/features/search/searchUrl';

const query = (text: string) => new URLSearchParams(text);

describe('search URLs', () => {
  it('reads the route and every filter of the query string', () => {
    expect(
      parseCriteria(
        { city: 'fort-worth', state: 'tx' },
        query('zip=76102&within=100&amenities=3,1,3&type=2&people=45&trip=2'),
      ),
    ).toEqual({
      city: 'fort-worth',
      state: 'tx',
      zip: '76102',
      within: 100,
      amenities: [1, 3],
      busType: 2,
      people: 45,
      trip: 2,
    });
  });

  it('ignores malformed values instead of searching with them', () => {
    expect(parseCriteria({}, query('zip=7510&within=75&amenities=a,-1,&type=x&people=0'))).toEqual({
      amenities: [],
    });
    expect(parseCriteria({ city: '  ' }, query(''))).toEqual({});
  });

  it('writes the url-friendly place and only the filters that are set', () => {
    const none = {
      zip: '',
      within: 50,
      amenities: [],
      busType: null,
      people: null,
      trip: null,
    } as const;
    expect(buildSearchUrl('dallas', 'tx', none)).toBe('/search/dallas/tx');
    expect(
      buildSearchUrl('fort-worth', 'tx', {
        ...none,
        zip: '76102',
        within: 150,
        amenities: [1, 2],
        busType: 5,
      }),
    ).toBe('/search/fort-worth/tx?zip=76102&within=150&amenities=1,2&type=5');
    expect(buildSearchUrl('', '', { ...none, zip: '99999' })).toBe('/search?zip=99999&within=50');
  });

  it('reads and writes the trip estimate and its sort', () => {
    const estimate = { people: 40, days: 2, miles: 1200 };
    const url = buildSearchUrl('dallas', 'tx', {
      zip: '',
      within: 50,
      amenities: [],
      busType: null,
      people: 40,
      trip: null,
      estimate,
      sort: 'estimate',
    });
    expect(url).toBe('/search/dallas/tx?people=40&group=40&days=2&miles=1200&sort=estimate');
    expect(parseCriteria({}, new URL(url, 'http://x').searchParams)).toEqual({
      people: 40,
      estimate,
      sort: 'estimate',
    });
  });

  it('writes the sort only with an estimate, and no estimate without inputs', () => {
    const base = {
      zip: '',
      within: 50,
      amenities: [],
      busType: null,
      people: null,
      trip: null,
    } as const;
    expect(buildSearchUrl('dallas', 'tx', { ...base, estimate: null, sort: 'estimate' })).toBe(
      '/search/dallas/tx',
    );
    expect(
      buildSearchUrl('dallas', 'tx', { ...base, estimate: { people: 5, days: 1, miles: 0 } }),
    ).toBe('/search/dallas/tx?group=5&days=1&miles=0');
  });

  it.each([
    ['a value missing', 'group=40&days=2'],
    ['no people', 'group=0&days=2&miles=10'],
    ['too many days', 'group=40&days=15&miles=10'],
    ['no days', 'group=40&days=0&miles=10'],
    ['too many miles', 'group=40&days=2&miles=5001'],
    ['a fraction', 'group=40&days=1.5&miles=10'],
    ['a negative', 'group=40&days=2&miles=-1'],
    ['text', 'group=forty&days=2&miles=10'],
    ['a huge number', 'group=40&days=2&miles=999999999999'],
  ])('ignores an estimate with %s (and its sort)', (_, text) => {
    expect(parseCriteria({}, query(`${text}&sort=estimate`))).toEqual({ sort: 'estimate' });
  });

  it('reads and writes the nearest base first, with or without an estimate', () => {
    const base = {
      zip: '',
      within: 50,
      amenities: [],
      busType: null,
      people: null,
      trip: null,
    } as const;
    const url = buildSearchUrl('spokane', 'wa', { ...base, sort: 'nearest' });
    expect(url).toBe('/search/spokane/wa?sort=nearest');
    expect(parseCriteria({}, new URL(url, 'http://x').searchParams)).toEqual({ sort: 'nearest' });
    expect(
      buildSearchUrl('spokane', 'wa', {
        ...base,
        estimate: { people: 5, days: 1, miles: 0 },
        sort: 'nearest',
      }),
    ).toBe('/search/spokane/wa?group=5&days=1&miles=0&sort=nearest');
  });

  it('ignores a sort it does not know', () => {
    expect(parseCriteria({}, query('sort=price'))).toEqual({});
  });

  it('makes the url-friendly form of a city', () => {
    expect(slugify('St. Louis')).toBe('st-louis');
    expect(slugify(' Fort Worth ')).toBe('fort-worth');
  });
});
