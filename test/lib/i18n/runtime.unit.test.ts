import { compileMessage } from '@lingui/message-utils/compileMessage';
import { msg } from '@lingui/core/macro';
import { formats } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { messageKey } from '@/lib/i18n/messageKey';
import { I18n, type Message, type Messages } from '@/lib/i18n/runtime';
import { compiledSource } from '../../../build/lingui';

/**
 * A runtime with one message translated, as the build compiles a catalog: keyed by the English
 * text the code carries (build/lingui.ts).
 */
function spanish(english: string, translation: string): { i18n: I18n; message: Message } {
  const i18n = new I18n();
  const source = compiledSource(english);
  const messages: Messages = { [messageKey(source)]: compileMessage(translation) };
  i18n.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages });
  return { i18n, message: { message: source } };
}

describe('the messages runtime', () => {
  it('English: the text compiled into the code, with its placeholders', () => {
    const i18n = new I18n();
    i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
    const message = compiledSource('Viewing {count, plural, one {# Result} other {# Results}}');
    expect(i18n._({ message, values: { count: 1 } })).toBe('Viewing 1 Result');
    expect(i18n._({ message, values: { count: 1290 } })).toBe('Viewing 1,290 Results');
    expect(compiledSource('Find a Bus')).toBe('Find a Bus');
    expect(compiledSource("Don''t {name}")).toEqual(["Don't ", ['name']]);
  });

  it('plurals follow es-US rules, exact cases first', () => {
    const { i18n, message } = spanish(
      '{n, plural, one {# day} other {# days}}',
      '{n, plural, =0 {ningún día} one {# día} other {# días}}',
    );
    expect(i18n._(message, { n: 0 })).toBe('ningún día');
    expect(i18n._(message, { n: 1 })).toBe('1 día');
    expect(i18n._(message, { n: 2 })).toBe('2 días');
  });

  it('select, numbers and placeholders in another order than English', () => {
    const { i18n, message } = spanish(
      '{kind, select, bus {{seats}-seat bus} other {Vehicle}} for {people, number} people',
      '{kind, select, bus {Autobús de {seats} asientos} other {Vehículo}} para {people, number} personas',
    );
    expect(i18n._(message, { kind: 'bus', seats: 56, people: 1200 })).toBe(
      'Autobús de 56 asientos para 1,200 personas',
    );
    expect(i18n._(message, { kind: 'constructor', seats: 1, people: 2 })).toBe(
      'Vehículo para 2 personas',
    );
  });

  it('a message without a translation falls back to its English text', () => {
    const { i18n } = spanish('Hello', 'Hola');
    expect(i18n._({ message: 'Find a Bus' })).toBe('Find a Bus');
  });

  it('tells its listeners when the language changes', () => {
    const i18n = new I18n();
    const seen: string[] = [];
    const stop = i18n.on('change', () => seen.push(i18n.locale));
    i18n.loadAndActivate({ locale: 'es-US', messages: {} });
    stop();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(seen).toEqual(['es-US']);
  });
});

describe('the pseudo-locale', () => {
  it('turns every message into accented, bracketed text a journey can tell from plain text', async () => {
    const { messages } = await import('@/locales/pseudo/traveller.po');
    const i18n = new I18n();
    i18n.loadAndActivate({ locale: 'pseudo', locales: ['en-US'], messages });
    const pseudo = i18n._(msg`Find a Bus`);
    expect(pseudo).not.toBe('Find a Bus');
    expect(pseudo).toMatch(/[^\x20-\x7e]/);
  });
});

describe('a message as the build leaves it', () => {
  it('finds its translation by that text and context: the same English, two translations', () => {
    const i18n = new I18n();
    const messages: Messages = {
      [messageKey('Open')]: 'Abierto',
      [messageKey('Open', 'door')]: 'Abrir',
    };
    i18n.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages });
    expect(i18n._(msg`Open`)).toBe('Abierto');
    expect(i18n._(msg({ message: 'Open', context: 'door' }))).toBe('Abrir');
    // A key that is also an Object property name is no translation.
    expect(i18n._({ message: 'constructor' })).toBe('constructor');
  });
});

describe('dates, numbers and plurals, as Lingui formats them and built once', () => {
  const sizes = [undefined, 'short', 'default', 'long', 'full'] as const;

  it('a {d, date} and a {d, time} of any size read as @lingui/core reads them, Date or string', () => {
    const i18n = new I18n();
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom(...sizes),
        fc.constantFrom('date', 'time'),
        fc.constantFrom('es-US', 'en-US'),
        fc.boolean(),
        (date, size, kind, locale, asString) => {
          i18n.loadAndActivate({ locale, locales: [locale], messages: {} });
          const source = size ? `{d, ${kind}, ${size}}` : `{d, ${kind}}`;
          const value = asString ? date.toISOString() : date;
          const theirs =
            kind === 'date' ? formats.date(locale, value, size) : formats.time(locale, value, size);
          expect(i18n._({ message: compiledSource(source), values: { d: value } })).toBe(theirs);
        },
      ),
    );
  });

  it('builds no Intl object for a message it has formatted before', () => {
    const i18n = new I18n();
    i18n.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages: {} });
    const message = compiledSource(
      '{n, plural, one {# bus} other {# buses}} for {people, number} on {d, date, long}',
    );
    const values = { n: 2, people: 1200, d: new Date('2026-12-12T12:00:00Z') };
    i18n._({ message, values });
    const built = vi.spyOn(Intl, 'NumberFormat');
    const rules = vi.spyOn(Intl, 'PluralRules');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let n = 0; n < 50; n += 1) i18n._({ message, values: { ...values, n } });
      expect(built).not.toHaveBeenCalled();
      expect(rules).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('names a message the catalog lacks once, in development, and never in English', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { i18n } = spanish('Hello', 'Hola');
      i18n._({ message: 'Find a Bus' });
      i18n._({ message: 'Find a Bus' });
      i18n._({ message: 'Hello' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('"Find a Bus"');
      i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
      i18n._({ message: 'Somewhere else' });
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
