import { describe, expect, it } from 'vitest';
import {
  areaOf,
  AREA_NAMES,
  LOOKED_UP,
  messageAreas,
  SHELL,
  vocabularyLookups,
} from '../../build/messageAreas.ts';

describe("the traveller catalog's areas", () => {
  it('gives a file the first rule that names it, a file before its folder', () => {
    expect(areaOf('src/features/search/components/ResultCard.tsx')).toBe('search');
    // The trip request's slice travels with the search's cards; its form with /review.
    expect(areaOf('src/features/tripRequest/tripRequestSlice.ts')).toBe('search');
    expect(areaOf('src/features/tripRequest/components/TripFields.tsx')).toBe('review');
    expect(areaOf('src/app/routes/user/UserSubscribePage.tsx')).toBe('review');
    expect(areaOf('src/app/routes/user/MyAccountPage.tsx')).toBe('account');
    expect(areaOf('./src/features/tripPlan/map/RouteMap.tsx')).toBe('planner');
    // Loaded after the first results: the estimate's lines, a company's dialogs.
    expect(areaOf('src/features/search/estimateNote.ts')).toBe('estimate');
    expect(areaOf('src/features/search/components/details/PhoneReveal.tsx')).toBe('company');
  });

  it("leaves to the shell what no rule names (the header, the footer, the app's frame)", () => {
    expect(areaOf('src/components/layout/Header.tsx')).toBe(SHELL);
    expect(areaOf('src/app/App.tsx')).toBe(SHELL);
    expect(AREA_NAMES[0]).toBe(SHELL);
  });

  it("puts a message in the shell's part alone when any file using it is the shell's", () => {
    expect(messageAreas(['src/app/App.tsx', 'src/features/search/searchSlice.ts'])).toEqual(
      new Set([SHELL]),
    );
    // Used by two lazy areas: in both their parts, whichever loads first.
    expect(
      messageAreas(['src/features/tripSheet/sheetText.ts', 'src/features/userQuotes/place.ts']),
    ).toEqual(new Set(['trip', 'account']));
    expect(messageAreas([])).toEqual(new Set([SHELL]));
  });

  it('puts a vocabulary name in the part of each area whose code shows its kind', () => {
    const lookups = vocabularyLookups();
    // The search's filters and cards show bus types; the request form shows trip types.
    expect(lookups.get('bus type')).toContain('search');
    expect(lookups.get('trip type')).toContain('review');
    expect(lookups.get('state or province')).toContain('pages');
    expect(lookups.get('state or province')).not.toContain('search');
    expect(messageAreas([LOOKED_UP], 'amenity', lookups)).toEqual(lookups.get('amenity'));
    // The list itself waits for no part: it is in the entry.
    expect(areaOf(LOOKED_UP)).toBe(SHELL);
  });
});
