import { makeStore } from '@/app/store';
import { tripPlanned } from '@/features/search/searchSlice';
import { fixTrip } from '@/features/tripPlan/applyPlan';
import { linkOf } from '@/features/tripPlan/planLink';
import type { TripPlan } from '@/features/tripPlan/types';
import { SEATTLE, SPOKANE_ORIGIN } from '../tripSheet/sheetSources';

const PLAN: TripPlan = {
  origin: SPOKANE_ORIGIN,
  destination: SEATTLE,
  stops: [],
  departureDate: '2099-06-14',
  returnDate: '2099-06-15',
};

describe("the driving check's Add a day", () => {
  it('makes the trip a day longer than the days its legs were laid on (June 14-15 with days typed as 1)', async () => {
    const store = makeStore();
    store.dispatch(
      tripPlanned({
        estimate: { people: 40, days: 1, miles: 1400 },
        plan: PLAN,
        link: linkOf(PLAN),
        tripType: null,
        note: null,
      }),
    );
    await store.dispatch(fixTrip('day'));
    const { plan, estimate } = store.getState().search;
    expect(plan?.returnDate).toBe('2099-06-16');
    expect(estimate?.days).toBe(3);
  });
});
