import { loadPlaceIndex, type PlaceIndex } from '@/features/tripPlan/placeIndex';
import { resolveLink } from '@/features/tripPlan/resolveLink';

let index: PlaceIndex;
beforeAll(async () => {
  index = await loadPlaceIndex();
});

const names = (query: string) => index.search(query).map((place) => place.name);

describe('the US places index', () => {
  it('is loaded once a visit', async () => {
    expect(await loadPlaceIndex()).toBe(index);
  });

  it('finds cities by their first letters, the bigger ones first, with or without the state', () => {
    expect(names('Spok')[0]).toBe('Spokane, WA');
    expect(names('spokane, wa')).toEqual(['Spokane, WA']);
    expect(names('Spokane WA')).toEqual(['Spokane, WA']);
    expect(names('Ellensburg')).toEqual(['Ellensburg, WA']);
    // "Salt La" is no Salt in Louisiana: it reads as the start of a name.
    expect(names('Salt La')[0]).toBe('Salt Lake City, UT');
    // A word inside a name matches after the names that start with it.
    expect(names('Lake City, UT')).toEqual(['Salt Lake City, UT']);
    expect(names('new york')[0]).toBe('New York, NY');
    expect(index.search('San', 3)).toHaveLength(3);
  });

  it('offers the nearest of places with the very name typed first', () => {
    const spokane = index.find('Spokane,WA');
    const boston = index.find('Boston,MA');
    expect(index.search('Leavenworth', 8, spokane)[0]?.name).toBe('Leavenworth, WA');
    expect(index.search('Portland', 8, spokane)[0]?.name).toBe('Portland, OR');
    expect(index.search('Portland', 8, boston)[0]?.name).toBe('Portland, ME');
    // A name only begun is still the biggest first, wherever the trip starts.
    expect(index.search('Seatt', 8, boston)[0]?.name).toBe('Seattle, WA');
  });

  it('finds zip codes by their first digits', () => {
    expect(names('99201')).toEqual(['Spokane, WA 99201']);
    const zips = index.search('9920').map((place) => place.zip);
    expect(zips.length).toBeGreaterThan(1);
    expect(zips.every((zip) => zip.startsWith('9920'))).toBe(true);
    expect(zips).toEqual([...zips].sort());
    expect(index.search('02108')[0]).toMatchObject({ city: 'Boston', state: 'MA', zip: '02108' });
  });

  it('finds nothing for a place that is not there', () => {
    expect(index.search('Xqzv')).toEqual([]);
    expect(index.search('00000')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('looks up address keys: a city and state, or a zip', () => {
    expect(index.find('Seattle,WA')).toMatchObject({
      key: 'Seattle,WA',
      name: 'Seattle, WA',
      city: 'Seattle',
      state: 'WA',
      zip: '',
    });
    expect(index.find('seattle, wa')?.key).toBe('Seattle,WA');
    expect(index.find('98926')).toMatchObject({ key: '98926', name: 'Ellensburg, WA 98926' });
    expect(index.find('Seattle,OR')).toBeNull();
    expect(index.find('Seattle')).toBeNull();
    expect(index.find('99999')).toBeNull();
  });
});

describe('resolveLink', () => {
  const link = {
    destination: 'Seattle,WA',
    stops: ['Ellensburg,WA', 'Nowhere,ZZ', '98826'],
    departureDate: '2027-06-14',
    returnDate: '2027-02-30',
  };

  it('keeps the known places in order and leaves an unknown one out with a note', () => {
    const resolved = resolveLink(link, index);
    expect(resolved.destination?.name).toBe('Seattle, WA');
    expect(resolved.stops.map((stop) => stop.key)).toEqual(['Ellensburg,WA', '98826']);
    expect(resolved.departureDate).toBe('2027-06-14');
    // A malformed date is ignored, as other malformed values of the address are.
    expect(resolved.returnDate).toBe('');
    expect(resolved.dropped).toEqual([
      'We could not find the stop "Nowhere,ZZ" from the link, so it was left out.',
    ]);
  });

  it('drops the whole plan when the destination is unknown, and keeps 5 stops at most', () => {
    expect(resolveLink({ ...link, destination: 'Atlantis,XX' }, index)).toMatchObject({
      destination: null,
      stops: [],
      dropped: [
        'We could not find the destination "Atlantis,XX" from the link, so the trip plan was left out.',
      ],
    });
    const many = resolveLink({ ...link, stops: Array(7).fill('Ellensburg,WA') as string[] }, index);
    expect(many.stops).toHaveLength(5);
    expect(many.dropped).toEqual(['A trip has at most 5 stops: the first 5 were kept.']);
  });
});
