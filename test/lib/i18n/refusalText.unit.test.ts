import { msg } from '@lingui/core/macro';
import { refusalText, type RefusalWords } from '@/lib/i18n/refusalText';
import { I18n } from '@/lib/i18n/runtime';
import type { Refusal } from '@/lib/refusal';

/**
 * refusalText's choices (issue 46). "xx" is a language with an empty catalog: the app's own
 * sentences, read in their English source, show which sentence another language gets.
 */
function runtime(locale: string): I18n {
  const i18n = new I18n();
  i18n.loadAndActivate({ locale, locales: ['en-US'], messages: {} });
  return i18n;
}

const english = runtime('en');
const other = runtime('xx');

const words: RefusalWords = {
  fallback: msg`There was a problem saving your trip. Please try again later.`,
  failed: msg`Your trip could not be saved.`,
  own: msg`Add a company first.`,
};
const refused = (status: number, serverText: string | null = null): Refusal => ({
  status,
  serverText,
});

describe('refusalText', () => {
  it("gives English the spec's text: the server's, else the call's own", () => {
    expect(refusalText(english, words, refused(200, 'Date in the past.'))).toEqual({
      text: 'Date in the past.',
      server: null,
    });
    expect(refusalText(english, words, refused(0)).text).toBe(
      'There was a problem saving your trip. Please try again later.',
    );
    expect(refusalText(english, words, refused(503, 'Down')).text).toBe('Down');
    expect(refusalText(english, { ...words, fixed: true }, refused(200, 'Full')).text).toBe(
      'There was a problem saving your trip. Please try again later.',
    );
  });

  it('words another language by what happened', () => {
    const failed = 'Your trip could not be saved.';
    expect(refusalText(other, words, refused(0)).text).toBe(
      `${failed} Check your internet connection and try again.`,
    );
    expect(refusalText(other, words, refused(401)).text).toBe(
      `${failed} Your session has ended. Please log in again.`,
    );
    expect(refusalText(other, words, refused(429)).text).toBe(
      `${failed} There have been too many attempts. Please wait a few minutes and try again.`,
    );
    expect(refusalText(other, words, refused(500))).toEqual({
      text: `${failed} The server had a problem. Please try again later.`,
      server: null,
    });
  });

  it("adds the server's words marked as its own, unless the call never shows them", () => {
    expect(refusalText(other, words, refused(200, 'Date in the past.'))).toEqual({
      text: 'Your trip could not be saved.',
      server: 'Server message: Date in the past.',
    });
    expect(refusalText(other, { ...words, fixed: true }, refused(200, 'Full'))).toEqual({
      text: 'There was a problem saving your trip. Please try again later.',
      server: null,
    });
    // A refusal without words of the server's: the call's own text, translated.
    expect(refusalText(other, words, refused(200)).text).toBe(
      'There was a problem saving your trip. Please try again later.',
    );
  });

  it('says a known refusal alone, and a call made without a session is refused by a 401', () => {
    const login = { ...words, refused: msg`Email or Password is incorrect`, anonymous: true };
    expect(refusalText(other, login, refused(200, 'Wrong password.'))).toEqual({
      text: 'Email or Password is incorrect',
      server: null,
    });
    expect(refusalText(other, login, refused(401)).text).toBe('Email or Password is incorrect');
  });

  it("reads the app's own refusal and an unknown failure the same in every language", () => {
    const own: Refusal = { status: 0, serverText: null, own: true };
    expect(refusalText(english, words, own).text).toBe('Add a company first.');
    expect(refusalText(other, words, own).text).toBe('Add a company first.');
    for (const i18n of [english, other]) {
      expect(refusalText(i18n, words, null).text).toBe(
        'There was a problem. Please try again later.',
      );
    }
  });
});
