import { parseCompareUrl, withPoint } from '@/features/compare/compareRequest';
import { buildCompareUrl } from '@/features/compare/compareUrl';
import type { CompareEntry } from '@/features/compare/types';

const parse = (search: string) => parseCompareUrl(new URLSearchParams(search));

const entry = (id: number, area: CompareEntry['area']): CompareEntry => ({
  id,
  companyName: `Company ${id}`,
  area,
});

describe('compare address', () => {
  it('reads the ids in order, each once, dropping anything that is not a positive id', () => {
    expect(parse('ids=12,11,12, 13 ,x,-4,0,1.5,,9999999999').ids).toEqual([12, 11, 13]);
    expect(parse('').ids).toEqual([]);
    expect(parse('ids=').ids).toEqual([]);
  });

  it('keeps at most four companies, the first four', () => {
    expect(parse('ids=1,2,3,4,5,6').ids).toEqual([1, 2, 3, 4]);
  });

  it('reads where the companies were found: a city and state, or a zip and radius', () => {
    expect(parse('ids=1&city=Fort+Worth&state=TX').area).toEqual({
      city: 'Fort Worth',
      state: 'TX',
    });
    expect(parse('ids=1&zip=75202&within=100').area).toEqual({ zip: '75202', within: 100 });
    // A radius the search does not offer falls back to the default; a bad zip is no place.
    expect(parse('ids=1&zip=75202&within=7').area).toEqual({ zip: '75202', within: 50 });
    expect(parse('ids=1&zip=7520').area).toBeNull();
    expect(parse('ids=1').area).toBeNull();
  });

  it('reads the estimate as the search does: all three inputs within limits, or none', () => {
    expect(parse('ids=1&group=45&days=2&miles=300').estimate).toEqual({
      people: 45,
      days: 2,
      miles: 300,
    });
    expect(parse('ids=1&group=45&days=2').estimate).toBeNull();
    expect(parse('ids=1&group=45&days=20&miles=300').estimate).toBeNull();
  });

  it('writes ids, the first known place and the estimate, and reads them back', () => {
    const url = buildCompareUrl(
      [
        entry(11, null),
        entry(12, { city: 'Fort Worth', state: 'TX' }),
        entry(13, { zip: '75202', within: 10 }),
      ],
      {
        estimate: { people: 45, days: 2, miles: 300 },
        costs: 'tip10.relief',
        busType: 'Mini Coach',
        tripType: 1,
        destination: 'Austin,TX',
      },
    );
    expect(url).toBe(
      '/compare?ids=11,12,13&city=Fort+Worth&state=TX&group=45&days=2&miles=300&costs=tip10.relief&trip=1&to=Austin,TX&bus=Mini+Coach',
    );
    const [, search] = url.split('?');
    expect(parse(search ?? '')).toEqual({
      ids: [11, 12, 13],
      area: { city: 'Fort Worth', state: 'TX' },
      estimate: { people: 45, days: 2, miles: 300 },
      costs: 'tip10.relief',
      busType: 'Mini Coach',
      tripType: 1,
      destination: 'Austin,TX',
      point: null,
    });
    expect(buildCompareUrl([entry(13, { zip: '75202', within: 10 })])).toBe(
      '/compare?ids=13&zip=75202&within=10',
    );
  });

  it("writes the search's point into the address, and reads it back (issue 47)", () => {
    const query = new URLSearchParams('ids=21,22&city=Dallas&state=TX&group=20&days=2&miles=300');
    const written = withPoint(query, { latitude: 32.7767, longitude: -96.797 });
    expect(written.toString()).toBe(
      'ids=21%2C22&city=Dallas&state=TX&group=20&days=2&miles=300&from=32.7767%2C-96.797',
    );
    expect(parse(written.toString()).point).toEqual({ latitude: 32.7767, longitude: -96.797 });
    // The query it was given stays as it was.
    expect(query.has('from')).toBe(false);
  });

  it('reads a point only within bounds, and only with an area', () => {
    const point = (search: string) => parse(`ids=1&city=Dallas&state=TX&${search}`).point;
    expect(point('from=-33.8688,151.2093')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    for (const odd of [
      'from=91,0',
      'from=0,181',
      'from=32.7',
      'from=1,2,3',
      'from=a,b',
      'from=1e2,3',
    ]) {
      expect(point(odd)).toBeNull();
    }
    expect(parse('ids=1&from=32.7767,-96.797').point).toBeNull();
  });
});
