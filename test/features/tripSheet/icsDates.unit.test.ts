import fc from 'fast-check';
import { CHILD_PROCESS_TIMEOUT, inZone } from './inZone';
import { icsDatesProperty } from './zoneChecks';

/**
 * Zones at the edges of the clock (UTC+14, UTC-10, quarter hours, a date-line crossing) and one
 * more drawn from every zone the runtime knows, named in the test's title when it fails.
 */
const FIXED = ['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu', 'Pacific/Chatham'];
const DRAWN = fc.sample(fc.constantFrom(...Intl.supportedValuesOf('timeZone')), 1)[0] ?? 'UTC';
/** The zone's January offset (minutes west of UTC), as the child process reports it. */
const JANUARY_OFFSET: Record<string, number> = {
  'Pacific/Kiritimati': -840,
  'America/Adak': 600,
  'Asia/Kathmandu': -345,
  'Pacific/Chatham': -825,
};

describe('the .ics dates match the link’s dates in any time zone (property)', () => {
  it('holds here', () => {
    expect(icsDatesProperty(Date.now() >>> 0, 200)).toBe('');
  });

  it.each([...FIXED, DRAWN])(
    'holds in %s',
    async (zone) => {
      const seed = Date.now() >>> 0;
      const { offset, result } = await inZone<string>(
        zone,
        '/test/features/tripSheet/zoneChecks.ts',
        'icsDatesProperty',
        [seed, 200],
      );
      // The zone really applied in the child.
      if (zone in JANUARY_OFFSET) expect(offset).toBe(JANUARY_OFFSET[zone]);
      expect(result).toBe('');
    },
    CHILD_PROCESS_TIMEOUT,
  );
});
