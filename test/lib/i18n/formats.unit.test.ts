import { afterEach, describe, expect, it } from 'vitest';
import { formatMessageTime } from '@/lib/dates';
import { formatLongDate, formatNumber } from '@/lib/i18n/formats';
import { i18n } from '@/lib/i18n/runtime';
import { dayCount } from '@/lib/i18n/units';
import { formatDollars, formatMoney } from '@/lib/money';
import { messages as spanish } from '@/locales/es-US/traveller.po';

function activate(locale: 'en' | 'es-US'): void {
  if (locale === 'en') i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
  else i18n.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages: spanish });
}

afterEach(() => activate('en'));

describe('plurals through the catalog', () => {
  it('English from the code itself, no catalog: 1 day, 2 days', () => {
    activate('en');
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(2)).toBe('2 days');
    expect(dayCount(1290)).toBe('1,290 days');
  });

  it('es-US from the Spanish catalog: 1 día, 2 días', () => {
    activate('es-US');
    expect(dayCount(1)).toBe('1 día');
    expect(dayCount(2)).toBe('2 días');
    expect(dayCount(0)).toBe('0 días');
    expect(dayCount(1290)).toBe('1,290 días');
  });
});

describe('formats in es-US', () => {
  it('money: $1,290, as Intl writes dollars for es-US', () => {
    expect(formatDollars(1290)).toBe('$1,290');
    expect(formatDollars(1290)).toBe(
      new Intl.NumberFormat('es-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(1290),
    );
    expect(formatMoney(1290.5)).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1290.5),
    );
  });

  it('a long date: sábado, 12 de diciembre de 2026', () => {
    const day = new Date(2026, 11, 12);
    expect(formatLongDate(day, 'es-US')).toBe('sábado, 12 de diciembre de 2026');
    expect(formatLongDate(day, 'en')).toBe('Saturday, December 12, 2026');
  });

  it('numbers: 1,290.5 in both', () => {
    expect(formatNumber(1290.5, 'es-US')).toBe('1,290.5');
    expect(formatNumber(1290.5, 'en')).toBe('1,290.5');
  });
});

describe("a message's time", () => {
  it('English as the spec writes it; Spanish in its own order and names', () => {
    expect(formatMessageTime('2026-12-12T15:05:00')).toBe('Dec 12, 2026 3:05 PM');
    activate('es-US');
    expect(formatMessageTime('2026-12-12T15:05:00')).toBe(
      new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(2026, 11, 12, 15, 5),
      ),
    );
    expect(formatMessageTime('2026-12-12T15:05:00')).toMatch(/^12 dic 2026/);
  });
});
