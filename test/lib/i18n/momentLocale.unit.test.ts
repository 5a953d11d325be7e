import moment from 'moment';
import { describe, expect, it, vi } from 'vitest';
import { isValidIsoDate } from '@/lib/dateInput';
import { i18n } from '@/lib/i18n/runtime';

describe("moment's language", () => {
  it("follows the visitor's: Spanish month names with Spanish only, English back", async () => {
    i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
    expect(moment.locale()).toBe('en');
    i18n.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages: {} });
    await vi.waitFor(() => expect(moment.locale()).toBe('es'));
    expect(moment('2026-12-12').format('dddd, D [de] MMMM')).toBe('sábado, 12 de diciembre');
    // Typed dates are read the same way in both.
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
    expect(moment.locale()).toBe('en');
  });

  it('stays English when the visitor switches back before Spanish has loaded', async () => {
    vi.resetModules();
    const { i18n: fresh } = await import('@/lib/i18n/runtime');
    const freshMoment = (await import('moment')).default;
    await import('@/lib/dateInput');
    fresh.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages: {} });
    fresh.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
    await import('moment/dist/locale/es');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(freshMoment.locale()).toBe('en');
  });
});
