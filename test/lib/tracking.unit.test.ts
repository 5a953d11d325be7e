import fc from 'fast-check';
import { SEARCH_QUERY_NAMES } from '@/config/searchQuery';
import { trackedPath } from '@/lib/tracking';

describe('trackedPath: what a page view may report of an address', () => {
  it.each([
    ['/trip', '?name=Choir+tour&from=Spokane%2C+WA%7E47.6588%7E-117.426', '/trip'],
    ['/trip/', '?quote=Q-1', '/trip'],
    ['/Trip', '?co=Near+Coaches%7E%7E5095550142', '/trip'],
    ['/trip', '', '/trip'],
    [
      '/search/seattle/wa',
      '?zip=98101&within=100&email=a%40b.example&utm_source=mail&group=40&days=2&miles=550',
      '/search/seattle/wa?zip=98101&within=100&group=40&days=2&miles=550',
    ],
    ['/compare', '?ids=1,2&to=Seattle', '/compare?to=Seattle'],
    ['/review', '?name=Choir', '/review'],
    ['/', '', '/'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(trackedPath(pathname, search)).toBe(expected);
  });

  it('reports no query on /trip, and only the search’s own parameters elsewhere (property)', () => {
    const name = fc.oneof(fc.constantFrom(...SEARCH_QUERY_NAMES), fc.string());
    fc.assert(
      fc.property(
        fc.constantFrom('/trip', '/search/seattle/wa', '/compare', '/review'),
        fc.array(fc.tuple(name, fc.string())),
        (pathname, pairs) => {
          const reported = trackedPath(pathname, `?${new URLSearchParams(pairs).toString()}`);
          const [path = '', query = ''] = reported.split('?');
          expect(path).toBe(pathname);
          const names = [...new URLSearchParams(query).keys()];
          if (pathname === '/trip') expect(names).toEqual([]);
          for (const kept of names) expect(SEARCH_QUERY_NAMES).toContain(kept);
        },
      ),
    );
  });
});
