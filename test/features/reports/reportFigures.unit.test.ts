import { activityTotals, isEmptyReport, quotesByMetro } from '@/features/reports/reportFigures';
import type { MetroActivity, ReportQuote } from '@/features/reports/types';

const metro = (city: string, numberOfQuotes: number, totalActivity: number) =>
  ({
    city,
    state: 'TX',
    numberOfQuotes,
    messages: 1,
    moreDetails: 0,
    phoneClicks: 0,
    contactUs: 0,
    websiteVisits: 0,
    facebookClicks: 0,
    twitterClicks: 0,
    instagramClicks: 0,
    youtubeClicks: 0,
    totalActivity,
  }) satisfies MetroActivity;

const quote = (quoteId: number, city: string, submittedOn: string) =>
  ({ quoteId, city, state: 'TX', submittedOn }) as ReportQuote;

describe('the report figures', () => {
  it('sums every column for the totals row', () => {
    const totals = activityTotals([metro('Dallas', 3, 10), metro('Waco', 0, 2)]);
    expect(totals).toMatchObject({ numberOfQuotes: 3, messages: 2, totalActivity: 12 });
  });

  it('groups quote requests by metro, newest first, in the activity order', () => {
    const groups = quotesByMetro({
      activity: [metro('Fort Worth', 1, 1), metro('Dallas', 2, 2), metro('Waco', 0, 0)],
      quotes: [
        quote(1, 'Dallas', '2026-11-01T10:00:00Z'),
        quote(2, 'Fort Worth', '2026-11-02T10:00:00Z'),
        quote(3, 'Dallas', '2026-11-03T10:00:00Z'),
        quote(4, 'Austin', '2026-11-04T10:00:00Z'),
      ],
    });
    expect(groups.map((group) => [group.metro, group.quotes.map((q) => q.quoteId)])).toEqual([
      ['Fort Worth, TX', [2]],
      ['Dallas, TX', [3, 1]],
      ['Austin, TX', [4]],
    ]);
  });

  it('calls a report empty only with no quote request and no activity', () => {
    expect(isEmptyReport({ activity: [metro('Dallas', 0, 0)], quotes: [] })).toBe(true);
    expect(isEmptyReport({ activity: [metro('Dallas', 0, 1)], quotes: [] })).toBe(false);
    expect(isEmptyReport({ activity: [], quotes: [quote(1, 'Dallas', '2026-11-01')] })).toBe(false);
  });
});
