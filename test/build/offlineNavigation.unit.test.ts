import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { navigationAllowlist, navigationPattern } from '../../build/offlineNavigation.ts';

const answered = (path: string): boolean =>
  navigationAllowlist().some((pattern) => pattern.test(path));

describe('the worker answers navigations for traveller pages only', () => {
  it('reads a route path as the router does: optional parameters, any case, a query', () => {
    const search = navigationPattern('/search/:city?/:state?');
    for (const path of ['/search', '/search/', '/search/spokane', '/Search/Spokane/WA?people=4']) {
      expect(search.test(path), path).toBe(true);
    }
    for (const path of ['/searching', '/search/a/b/c', '/x/search']) {
      expect(search.test(path), path).toBe(false);
    }
    const home = navigationPattern('/');
    expect(home.test('/')).toBe(true);
    expect(home.test('/?ref=mail')).toBe(true);
    expect(home.test('/join')).toBe(false);
    const edit = navigationPattern('/subscribers/listings/:companyMetroId');
    expect(edit.test('/subscribers/listings/700001')).toBe(true);
    expect(edit.test('/subscribers/listings')).toBe(false);
  });

  it('a path with its parameters filled in matches its pattern', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9%_-]{1,12}$/);
    fc.assert(
      fc.property(segment, segment, fc.boolean(), (city, state, slash) => {
        const pattern = navigationPattern('/search/:city?/:state?');
        return pattern.test(`/search/${city}/${state}${slash ? '/' : ''}`);
      }),
    );
  });

  it('answers the traveller pages, and leaves operator, admin, API and file paths to the network', () => {
    for (const path of [
      '/',
      '/search/spokane/wa',
      // A sheet link: the worker sees its path alone (a fragment never reaches it); an old one.
      '/trip',
      '/trip?n=Choir',
      '/compare?ids=1,2',
      '/review',
    ]) {
      expect(answered(path), path).toBe(true);
    }
    for (const path of [
      '/subscribers/company',
      '/subscribers/listings/700001',
      '/subscribers/init3',
      '/charge_arrears/abc',
      '/admin/reports',
      '/api/v1/metadata',
      '/payments/charge',
      '/sw.js',
    ]) {
      expect(answered(path), path).toBe(false);
    }
  });
});
