import { api } from '@/lib/apiClient';
import { postSearch } from '@/features/search/searchApi';
import type { SearchRequest } from '@/features/search/types';
import { distanceMiles, getDb } from '@/mocks/db/store';

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  numberOfPeople: 1,
  tripType: 1,
  freeformLocation: '',
  city: '',
  state: '',
  amenities: [],
  zip: '',
  zipRange: 50,
  ...overrides,
});

const metro = (city: string) => {
  const row = getDb().metros.find((candidate) => candidate.city === city);
  if (!row) throw new Error(city);
  return row;
};

describe('demo API: POST /search', () => {
  it('answers a city search with the active, approved listings of that metro, by placement', async () => {
    const answer = await postSearch(request({ city: 'Dallas', state: 'TX' }));
    const db = getDb();
    const dallas = metro('Dallas');
    const expected = db.company_metros.filter(
      (listing) =>
        listing.metro_id === dallas.id &&
        listing.status === 'Active/Approved' &&
        db.companies.find((company) => company.id === listing.company_id)?.approved,
    );
    expect(answer.results).toHaveLength(expected.length);
    expect(answer.results.length).toBeGreaterThan(150);
    const ids = new Set(expected.map((listing) => listing.id));
    expect(answer.results.every((result) => ids.has(result.company.id))).toBe(true);
    const positions = answer.results.map(
      (result) => db.company_metros.find((listing) => listing.id === result.company.id)?.position,
    );
    expect(positions).toEqual([...positions].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(answer).toMatchObject({
      city: 'Dallas',
      state: 'TX',
      urlFriendlyCity: 'dallas',
      urlFriendlyState: 'tx',
      latitude: dallas.latitude,
      longitude: dallas.longitude,
    });
  });

  it('finds the metro however the city is spelled', async () => {
    const answer = await postSearch(request({ city: 'fort-worth', state: 'tx' }));
    expect(answer).toMatchObject({ city: 'Fort Worth', urlFriendlyCity: 'fort-worth' });
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it('never lists inactive, pending or unapproved listings', async () => {
    const answer = await postSearch(request({ zip: '75201', zipRange: 150 }));
    const db = getDb();
    for (const result of answer.results) {
      const listing = db.company_metros.find((row) => row.id === result.company.id);
      expect(listing?.status).toBe('Active/Approved');
    }
    // The arrears operator's listings are Inactive/Approved: never shown.
    expect(answer.results.some((result) => result.company.name === 'Red River Coach Lines')).toBe(
      false,
    );
  });

  it('answers a zip search by real distance: 500+ companies within 150 miles of Dallas', async () => {
    const zip = getDb().zips.find((row) => row.zip === '75201');
    if (!zip) throw new Error('zip');
    const wide = await postSearch(request({ zip: '75201', zipRange: 150 }));
    const narrow = await postSearch(request({ zip: '75201', zipRange: 10 }));
    expect(wide.results.length).toBeGreaterThanOrEqual(500);
    expect(narrow.results.length).toBeLessThan(wide.results.length);
    const db = getDb();
    for (const result of narrow.results) {
      const listed = db.metros.find((row) => row.id === result.company.metroId);
      if (!listed) throw new Error('metro');
      expect(
        distanceMiles(zip.latitude, zip.longitude, listed.latitude, listed.longitude),
      ).toBeLessThanOrEqual(10);
    }
    // A company listed in several nearby metros appears once.
    const names = wide.results.map((result) => result.company.name);
    expect(new Set(names).size).toBe(names.length);
    expect(wide).toMatchObject({ city: 'Dallas', state: 'TX', latitude: zip.latitude });
  });

  it('keeps only companies with a bus that has every amenity asked for', async () => {
    const all = await postSearch(request({ city: 'Dallas', state: 'TX' }));
    const filtered = await postSearch(request({ city: 'Dallas', state: 'TX', amenities: [1, 12] }));
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(filtered.results.length).toBeLessThan(all.results.length);
    for (const result of filtered.results) {
      expect(
        result.busResults.some((bus) =>
          [1, 12].every((id) => bus.amenities.some((a) => a.id === id && a.enabled)),
        ),
      ).toBe(true);
    }
    expect(filtered.availableAmenities.length).toBeGreaterThan(10);
  });

  it('answers an unknown place with no results, and a bad radius with a 400', async () => {
    const nowhere = await postSearch(request({ city: 'Atlantis', state: 'ZZ' }));
    expect(nowhere.results).toEqual([]);
    await expect(
      api.post('/search', { ...request({ city: 'Dallas', state: 'TX' }), zipRange: 75 }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('sends the result fields of the contract, camelized by the client', async () => {
    const answer = await postSearch(request({ city: 'Dallas', state: 'TX' }));
    const lonestar = answer.results.find((r) => r.company.name === 'Lone Star Charter Coaches');
    expect(lonestar?.company).toMatchObject({
      phone: '2145550142',
      isUmaMember: true,
      hideContactUs: false,
      facebookUrl: 'https://facebook.com/lonestarcharter',
    });
    expect(lonestar?.reviews).toHaveLength(14);
    expect(lonestar?.busResults.map((bus) => bus.busType)).toEqual([
      'Full Size',
      'Minibus',
      'School Bus',
      'Executive',
    ]);
    expect(answer.busTypes.map((type) => type.name)).toContain('Full Size');
  });
});

describe('demo API: POST /tracking/ and /message/send', () => {
  it('records one tracking event, on the trailing-slash path and without it', async () => {
    const before = getDb().tracking_events.length;
    await api.post('/tracking/', { companyMetroId: 10001, trackingType: 9, count: 1 });
    await api.post('/tracking', { companyMetroId: 10001, trackingType: 6, count: 1 });
    const events = getDb().tracking_events.slice(before);
    expect(events.map((event) => [event.company_metro_id, event.tracking_type])).toEqual([
      [10001, 9],
      [10001, 6],
    ]);
    const { data } = await api.post<{ success: boolean }>('/tracking/', {
      companyMetroId: 10001,
      trackingType: 2,
      count: 1,
    });
    expect(data).toMatchObject({ success: false });
  });
});
