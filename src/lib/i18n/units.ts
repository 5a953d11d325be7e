import { plural } from '@lingui/core/macro';

/**
 * Counted units in the active language, through ICU plurals ("1 day", "2 days"; "1 día",
 * "2 días"), never an English "s" glued on (lib/format's `plural` is English only). The number is
 * written the locale's way (1,290).
 */
export function dayCount(count: number): string {
  return plural(count, { one: '# day', other: '# days' });
}
