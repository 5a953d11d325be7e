import { drivingDays } from '@/features/tripPlan/drivingDay';
import { hoursText } from '@/features/tripPlan/drivingText';
import { sheetLegs, sheetTrip } from '@/features/tripSheet/sheetDays';
import { CHOIR_TOUR } from './sampleSheet';

/** Points 3.1359 degrees of latitude apart: 216.67 miles straight-line, 260 road miles. */
const point = (name: string, step: number) => ({
  name,
  latitude: 40 + step * 3.1359,
  longitude: -100,
});

describe("the trip sheet's day by day", () => {
  it("shows each leg's share of its day's hours: two 260-mile legs read 5 and 5.5 hours, the 10.5 the warning says", () => {
    const sheet = {
      ...CHOIR_TOUR,
      origin: point('Here', 0),
      stops: [point('Halfway', 1)],
      destination: point('There', 2),
      roundTrip: false,
      departureDate: '',
      returnDate: '',
      days: 1,
    };
    const [day] = drivingDays(sheetTrip(sheet));
    expect(day).toMatchObject({ day: 1, hours: 10.5 });
    const legs = sheetLegs(sheet);
    expect(legs.map((leg) => hoursText(leg.hours))).toEqual(['5 hours', '5.5 hours']);
  });
});
