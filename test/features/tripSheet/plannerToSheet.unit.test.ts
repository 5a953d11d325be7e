import { asLinked, DRAFT, planToSheet } from './plannerToSheet';
import { ELLENSBURG } from './sheetSources';

describe('the trip sheet link of a plan the planner accepts', () => {
  it.each([
    ['a same-day round trip', {}],
    ['two days and a stop', { stops: [{ id: 1, place: ELLENSBURG }], returnDate: '2030-06-15' }],
    ['a return date and no departure date', { departureDate: '', returnDate: '2030-06-20' }],
    ['dates 20 days apart with the days typed as 14', { returnDate: '2030-07-04', days: '14' }],
    ['a trip ending on the last day of 9999', { departureDate: '9999-12-31', returnDate: '' }],
  ])('is never damaged: %s is refused by the planner, or opens', async (_, change) => {
    const planned = await planToSheet({ ...DRAFT, ...change });
    if (planned.kind === 'accepted') {
      expect(planned.read).toEqual({
        kind: 'sheet',
        sheet: planned.sheet && asLinked(planned.sheet),
      });
    }
  });
});
