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

  it('makes the url-friendly form of a city', () => {
    expect(slugify('St. Louis')).toBe('st-louis');
    expect(slugify(' Fort Worth ')).toBe('fort-worth');
  });
});
