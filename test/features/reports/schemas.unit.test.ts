import { END_BEFORE_START, reportRangeSchema } from '@/features/reports/schemas';

const errorsOf = async (values: Record<string, string>) => {
  try {
    await reportRangeSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the report range form rules', () => {
  it('requires both dates with the spec texts', async () => {
    expect(await errorsOf({ startDate: '', endDate: '' })).toEqual([
      'Start Date is required',
      'End Date is required',
    ]);
  });

  it('accepts any range in order, one day included, with no bound', async () => {
    expect(await errorsOf({ startDate: '1999-01-01', endDate: '2031-12-31' })).toEqual([]);
    expect(await errorsOf({ startDate: '2026-11-22', endDate: '2026-11-22' })).toEqual([]);
  });

  it('refuses an end before the start', async () => {
    expect(await errorsOf({ startDate: '2026-11-22', endDate: '2026-11-21' })).toEqual([
      END_BEFORE_START,
    ]);
  });
});
