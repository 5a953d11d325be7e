import { describe, expect, it } from 'vitest';
import { chooseLocale, htmlLang, intlLocale } from '@/lib/i18n/locale';

describe('chooseLocale', () => {
  it('first visit: a browser whose first language is Spanish gets Spanish', () => {
    for (const first of ['es', 'es-US', 'es-MX', 'ES-419']) {
      expect(chooseLocale([first, 'en-US'], null)).toBe('es-US');
    }
  });

  it('first visit: any other first language gets English, Spanish further down or not', () => {
    expect(chooseLocale(['en-US', 'es-US'], null)).toBe('en');
    expect(chooseLocale(['fr-CA'], null)).toBe('en');
    expect(chooseLocale(['estonian-not-a-tag'], null)).toBe('en');
    expect(chooseLocale([], null)).toBe('en');
  });

  it('a kept choice wins over the browser on later visits', () => {
    expect(chooseLocale(['es-MX'], 'en')).toBe('en');
    expect(chooseLocale(['en-US'], 'es-US')).toBe('es-US');
    expect(chooseLocale(['en-US'], 'pseudo')).toBe('pseudo');
  });

  it('a kept value that is no language of ours is ignored', () => {
    expect(chooseLocale(['es'], 'de')).toBe('es-US');
    expect(chooseLocale(['en'], '')).toBe('en');
  });

  it("a shared link opens in the recipient's language: nothing is read from the address", () => {
    // The choice takes only the browser's languages and the recipient's own kept choice: the
    // sender's language travels nowhere (no parameter, no path segment).
    expect(chooseLocale.length).toBe(2);
    expect(chooseLocale(['en-US'], null)).toBe('en');
  });
});

describe('the locale in HTML and Intl', () => {
  it('html lang is en or es-US; Intl is the US variant of each', () => {
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('es-US')).toBe('es-US');
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es-US')).toBe('es-US');
  });
});
