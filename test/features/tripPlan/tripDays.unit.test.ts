import {
  addDays,
  dateProblems,
  daysExplanation,
  isIsoDate,
  isTripDate,
  planDates,
  todayIsoDate,
  tripDays,
} from '@/features/tripPlan/tripDays';

describe('tripDays', () => {
  it('counts calendar days from departure to return, both included', () => {
    expect(tripDays('2027-06-14', '2027-06-14')).toBe(1);
    expect(tripDays('2027-06-14', '2027-06-15')).toBe(2);
    expect(tripDays('2027-06-11', '2027-06-13')).toBe(3);
    // Across a month, a year and a daylight-saving change.
    expect(tripDays('2027-02-27', '2027-03-02')).toBe(4);
    expect(tripDays('2027-12-31', '2028-01-01')).toBe(2);
    expect(tripDays('2027-03-13', '2027-03-15')).toBe(3);
  });

  it('is 1 with no return date, and null with no departure or a return before it', () => {
    expect(tripDays('2027-06-14', '')).toBe(1);
    expect(tripDays('', '2027-06-15')).toBeNull();
    expect(tripDays('2027-06-15', '2027-06-14')).toBeNull();
    expect(tripDays('2027-06-14', '2027-02-30')).toBeNull();
  });

  it('says how the days were counted', () => {
    expect(daysExplanation('2027-06-14', '2027-06-15')).toBe(
      '2 days: from the departure date to the return date, both counted',
    );
    expect(daysExplanation('2027-06-14', '2027-06-14')).toBe('1 day: a same-day trip');
    expect(daysExplanation('2027-06-14', '')).toBe('1 day: no return date yet');
    // A return of spaces is no return date, not a same-day trip.
    expect(daysExplanation('2027-06-14', '   ')).toBe('1 day: no return date yet');
    expect(daysExplanation('', '')).toBeNull();
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('06/14/2027')).toBe(false);
    expect(todayIsoDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
  });
});

describe('addDays', () => {
  it('moves a real date by whole days, across months and years; anything else is empty', () => {
    expect(addDays('2099-06-14', 1)).toBe('2099-06-15');
    expect(addDays('2099-12-31', 1)).toBe('2100-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-30', 1)).toBe('');
  });

  it('is empty past the year 9999 (toISOString would write "+010000-01-01")', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(addDays('9999-12-31', 1)).toBe('');
  });
});

describe("the trip's dates, one rule for the planner, a plan from a link and the trip sheet", () => {
  it.each([
    ['', '', {}],
    ['2099-06-14', '', {}],
    ['2099-06-14', '2099-06-27', {}],
    ['9999-12-30', '9999-12-30', {}],
    ['', '2099-06-20', { departureDate: 'missing' }],
    ['2099-06-14', '2099-06-13', { returnDate: 'before' }],
    ['2099-06-14', '2099-06-28', { returnDate: 'tooLong' }],
    ['2099-06-14', '2099-07-04', { returnDate: 'tooLong' }],
    ['9999-12-31', '', { departureDate: 'invalid' }],
    ['9999-12-30', '9999-12-31', { returnDate: 'invalid' }],
    ['2099-02-30', '2099-13-01', { departureDate: 'invalid', returnDate: 'invalid' }],
    ['x', '', { departureDate: 'invalid' }],
  ] as const)('%s to %s: %o', (departureDate, returnDate, problems) => {
    expect(dateProblems(departureDate, returnDate)).toEqual(problems);
  });

  it('keeps the dates that are right, a good departure without a return it cannot take, or none', () => {
    expect(planDates('2099-06-14', '2099-06-15')).toEqual({
      departureDate: '2099-06-14',
      returnDate: '2099-06-15',
    });
    expect(planDates('2099-06-14', '2099-07-15')).toEqual({
      departureDate: '2099-06-14',
      returnDate: '',
    });
    expect(planDates('', '2099-06-15')).toEqual({ departureDate: '', returnDate: '' });
    expect(planDates('2099-02-30', '2099-06-15')).toEqual({ departureDate: '', returnDate: '' });
    expect(isTripDate('9999-12-30')).toBe(true);
    expect(isTripDate('9999-12-31')).toBe(false);
  });
});
