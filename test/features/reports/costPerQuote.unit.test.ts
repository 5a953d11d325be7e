import { costPerQuoteRows, proratedCost } from '@/features/reports/costPerQuote';
import type { MetroListing } from '@/features/listings/types';
import type { MetroActivity } from '@/features/reports/types';

const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30' };

function activity(city: string, numberOfQuotes: number): MetroActivity {
  return {
    city,
    state: 'TX',
    numberOfQuotes,
    messages: 0,
    moreDetails: 0,
    phoneClicks: 0,
    contactUs: 0,
    websiteVisits: 0,
    facebookClicks: 0,
    twitterClicks: 0,
    instagramClicks: 0,
    youtubeClicks: 0,
    totalActivity: numberOfQuotes,
  };
}

function listing(city: string, costValue: number, status: MetroListing['status']): MetroListing {
  return {
    companyMetroId: city.length,
    metroId: city.length,
    metroName: `${city}, TX`,
    city,
    state: 'TX',
    position: '1/5',
    cost: '',
    costValue,
    costCycle: 'Monthly',
    payTotal: 0,
    status,
  };
}

describe('proratedCost', () => {
  it('charges a whole calendar month at the monthly cost', () => {
    expect(proratedCost(262.5, NOVEMBER)).toBe(262.5);
    expect(proratedCost(280, { startDate: '2026-02-01', endDate: '2026-02-28' })).toBe(280);
  });

  it("charges each day its own month's share", () => {
    expect(proratedCost(280, { startDate: '2026-02-01', endDate: '2026-02-14' })).toBe(140);
    // January 31 is 310/31 = 10.00, February 1 is 310/28 = 11.07.
    expect(proratedCost(310, { startDate: '2026-01-31', endDate: '2026-02-01' })).toBe(21.07);
    expect(proratedCost(300, { startDate: '2025-12-01', endDate: '2026-02-28' })).toBe(900);
  });

  it('is nothing for an empty range or no cost', () => {
    expect(proratedCost(300, { startDate: '2026-02-02', endDate: '2026-02-01' })).toBe(0);
    expect(proratedCost(0, NOVEMBER)).toBe(0);
  });
});

describe('costPerQuoteRows', () => {
  it('divides the prorated listing cost by the quote requests of each metro', () => {
    const { rows, total } = costPerQuoteRows(
      [activity('Dallas', 4), activity('Fort Worth', 0), activity('Waco', 3)],
      [listing('Dallas', 262.5, 'Active/Approved'), listing('Fort Worth', 150, 'Active/Approved')],
      NOVEMBER,
    );
    expect(rows).toEqual([
      { metro: 'Dallas, TX', quoteRequests: 4, listingCost: 262.5, costPerQuote: 65.63 },
      { metro: 'Fort Worth, TX', quoteRequests: 0, listingCost: 150, costPerQuote: null },
      { metro: 'Waco, TX', quoteRequests: 3, listingCost: null, costPerQuote: null },
    ]);
    expect(total).toEqual({
      metro: 'All billed metros',
      quoteRequests: 4,
      listingCost: 412.5,
      costPerQuote: 103.13,
    });
  });

  it('leaves out listings never billed (awaiting approval, refused)', () => {
    const { rows, total } = costPerQuoteRows(
      [activity('Plano', 2), activity('McKinney', 1)],
      [listing('Plano', 90, 'Pending Approval'), listing('McKinney', 90, 'Not Approved')],
      NOVEMBER,
    );
    expect(rows.map((row) => row.listingCost)).toEqual([null, null]);
    expect(total).toBeNull();
  });

  it('matches a listing known only by its metro name', () => {
    const byName = { ...listing('Dallas', 300, 'Active/Approved'), city: '', state: '' };
    const { rows } = costPerQuoteRows([activity('Dallas', 3)], [byName], NOVEMBER);
    expect(rows[0]?.costPerQuote).toBe(100);
  });
});
