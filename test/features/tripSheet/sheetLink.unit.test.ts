import { readSheetLink, writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { sheetLegs } from '@/features/tripSheet/sheetDays';

const SHEET: TripSheet = {
  name: 'Choir ~ tour',
  origin: { name: 'Spokane, WA', latitude: 47.65883, longitude: -117.42604 },
  destination: { name: 'Seattle, WA', latitude: 47.61, longitude: -122.33 },
  stops: [{ name: 'Ellensburg, WA', latitude: 47, longitude: -120.52 }],
  departureDate: '2099-06-14',
  returnDate: '2099-06-16',
  roundTrip: true,
  people: 40,
  days: 3,
  costs: 'tip10.relief',
  companies: [{ name: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' }],
  quoteNumber: 'Q-1',
};

const read = (link: string) => readSheetLink(new URLSearchParams(link.split('?')[1] ?? ''));

describe('the trip sheet link', () => {
  it('carries the whole trip and reads it back (coordinates to 4 places, the separator cleaned)', () => {
    const link = writeSheetLink(SHEET);
    expect(
      link.startsWith('/trip?name=Choir+-+tour&from=Spokane%2C+WA%7E47.6588%7E-117.426&'),
    ).toBe(true);
    expect(read(link)).toEqual({
      kind: 'sheet',
      sheet: {
        ...SHEET,
        name: 'Choir - tour',
        origin: { name: 'Spokane, WA', latitude: 47.6588, longitude: -117.426 },
      },
    });
  });

  it('is empty without places, damaged when a required part does not read back', () => {
    expect(read('/trip')).toEqual({ kind: 'empty' });
    expect(read('/trip?utm=x')).toEqual({ kind: 'empty' });
    const link = writeSheetLink(SHEET);
    expect(read(link.replace(/&to=[^&]+/, ''))).toEqual({ kind: 'damaged' });
    expect(read(link.replace('%7E47.6588', '%7E91'))).toEqual({ kind: 'damaged' });
    expect(read(link.replace('days=3', 'days=15'))).toEqual({ kind: 'damaged' });
    expect(read(link.replace('group=40', 'group=x'))).toEqual({ kind: 'damaged' });
  });

  it('leaves odd optional parts out rather than failing', () => {
    const link = `${writeSheetLink({ ...SHEET, companies: [] })}&co=&co=${encodeURIComponent('~Nameless')}`;
    expect(read(link)).toMatchObject({ kind: 'sheet', sheet: { companies: [] } });
  });

  it('puts the way out on the first day and the way back on the last', () => {
    expect(sheetLegs(SHEET).map(({ day, from, to }) => [day, from, to])).toEqual([
      [1, 'Spokane, WA', 'Ellensburg, WA'],
      [1, 'Ellensburg, WA', 'Seattle, WA'],
      [3, 'Seattle, WA', 'Spokane, WA'],
    ]);
    expect(sheetLegs({ ...SHEET, days: 1 }).every(({ day }) => day === 1)).toBe(true);
  });

  it("carries the plan's days of the legs and hours at the destination, and lays the legs on them", () => {
    const planned = { ...SHEET, legDays: [1, 2, 2], destinationHours: 6 };
    const link = writeSheetLink(planned);
    expect(link).toContain('&legdays=1%2C2%2C2&wait=6&');
    expect(read(link)).toMatchObject({
      kind: 'sheet',
      sheet: { legDays: [1, 2, 2], destinationHours: 6 },
    });
    expect(sheetLegs(planned).map(({ day }) => day)).toEqual([1, 2, 2]);
    // Odd ones are left out, never damaging the sheet.
    const odd = read(link.replace('legdays=1%2C2%2C2', 'legdays=x').replace('wait=6', 'wait=99'));
    expect(odd).toMatchObject({ kind: 'sheet' });
    expect(odd.kind === 'sheet' && [odd.sheet.legDays, odd.sheet.destinationHours]).toEqual([
      undefined,
      undefined,
    ]);
  });
});
