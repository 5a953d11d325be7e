import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  readSheetLink,
  sheetParams,
  writeSheetLink,
  type TripSheet,
} from '@/features/tripSheet/sheetLink';
import { movedSheetAddress } from '@/features/tripSheet/sheetQueryMove';
import { CHOIR_TOUR, ELLENSBURG } from './sampleSheet';

/**
 * Where the sheet's link puts the trip (issue 47): in the fragment, which no request carries.
 * Links are read as a browser opens them: through the WHATWG URL parser (Node's is the one the
 * browsers follow), which is what decides what a request's target holds.
 */
const SHEET: TripSheet = { ...CHOIR_TOUR, stops: [ELLENSBURG] };
const SITE = 'https://charter.example';
const opened = (link: string) => new URL(link, SITE);
/** The sheet a browser shows for an address: its fragment read. */
const shown = (url: URL) => readSheetLink(sheetParams(url.hash));
/** An old link: the same parameters in the query (the links written before issue 47). */
const oldLink = (sheet: TripSheet) => writeSheetLink(sheet).replace('#', '?');

describe('the sheet link puts the trip in its fragment', () => {
  it('has no query: a request for it asks for /trip alone', () => {
    const url = opened(writeSheetLink(SHEET));
    expect(`${url.pathname}${url.search}`).toBe('/trip');
    expect(url.hash).toMatch(/^#name=Choir\+tour&from=Spokane%2C\+WA%7E47\.6588%7E-117\.426&/);
    expect(shown(url)).toEqual({ kind: 'sheet', sheet: SHEET });
  });

  it('reads its parameters with or without the #, and nothing from an empty fragment', () => {
    const { hash } = opened(writeSheetLink(SHEET));
    expect(readSheetLink(sheetParams(hash.slice(1)))).toEqual(readSheetLink(sheetParams(hash)));
    expect(readSheetLink(sheetParams(''))).toEqual({ kind: 'empty' });
    expect(readSheetLink(sheetParams('#'))).toEqual({ kind: 'empty' });
  });

  it('round-trips any typed text through a browser address (#, %, ?, spaces, any script)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(text, text, (name, company) => {
        const sheet = { ...SHEET, name, companies: [{ name: company, city: '', phone: '' }] };
        const written = writeSheetLink(sheet);
        // What the address bar holds reads as the text the app wrote.
        expect(shown(opened(written))).toEqual(readSheetLink(sheetParams(written.split('#')[1])));
        expect(opened(written).search).toBe('');
      }),
    );
  });
});

describe('an old link (the trip in its query) is moved into the fragment', () => {
  const moved = (link: string) => movedSheetAddress(opened(link), paths.trip);

  it('moves the query whole, so the old link opens as the same sheet', () => {
    const address = moved(oldLink(SHEET));
    expect(address).toBe(writeSheetLink(SHEET));
    expect(shown(opened(address ?? ''))).toEqual({ kind: 'sheet', sheet: SHEET });
  });

  it('matches the path as the router does: any case, a trailing slash', () => {
    const query = oldLink(SHEET).slice('/trip'.length);
    expect(moved(`/Trip${query}`)).toBe(`/Trip#${query.slice(1)}`);
    expect(moved(`/trip/${query}`)).toBe(`/trip/#${query.slice(1)}`);
  });

  it('keeps a fragment already there, dropping a query appended to a new link', () => {
    const link = writeSheetLink(SHEET);
    expect(moved(link.replace('#', '?fbclid=abc#'))).toBe(link);
  });

  it('leaves every other address alone', () => {
    for (const link of [
      writeSheetLink(SHEET),
      '/trip',
      '/trip?',
      '/search/spokane/wa?to=Seattle,WA&depart=2099-06-14',
      '/trips?name=x',
      '/trip/x?name=x',
      '/review?name=x',
    ]) {
      expect(moved(link), link).toBeNull();
    }
  });

  it('reads any old link as the sheet it carried', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(text, (name) => {
        const sheet = { ...SHEET, name };
        const old = opened(oldLink(sheet));
        const before = readSheetLink(old.searchParams);
        expect(shown(opened(moved(oldLink(sheet)) ?? ''))).toEqual(before);
      }),
    );
  });
});
