import { discountPercent, nextInvoice, previewLine } from '@/features/listings/invoicePreview';
import type { ListingBilling, ListingStatus, MetroListing } from '@/features/listings/types';

const listing = (
  id: number,
  costValue: number,
  status: ListingStatus = 'Active/Approved',
): MetroListing => ({
  companyMetroId: id,
  metroId: id,
  metroName: `Metro ${id}`,
  city: `Metro ${id}`,
  state: 'TX',
  position: '1/1',
  cost: `$${costValue}`,
  costValue,
  costCycle: 'Monthly',
  payTotal: 0,
  status,
});

const billing = (discountRate = 0): ListingBilling => ({
  companyApproved: true,
  paymentsAvailable: true,
  today: '2026-11-22',
  nextRecurringDate: '2026-12-01',
  discountRate,
  proratedTotalAmount: null,
  proratedBillingAmount: null,
  totalBillingAmount: null,
});

const totals = (listingFee = 0) => ({ metros: 0, metroCosts: 0, listingFee, totalFees: 0 });

describe('next invoice preview', () => {
  it('bills every listing but the refused and those on their way out', () => {
    const preview = nextInvoice(
      [
        listing(1, 100),
        listing(2, 50, 'Inactive/Approved'),
        listing(3, 40, 'Pending Approval'),
        listing(4, 30, 'No Bus'),
        listing(5, 20, 'Pending Removal'),
        listing(6, 10, 'Not Approved'),
      ],
      totals(),
      billing(),
    );
    expect(preview.lines.map((line) => line.companyMetroId)).toEqual([1, 2, 3, 4]);
    expect(preview.leftOut).toEqual([
      { metroName: 'Metro 5', status: 'Pending Removal', removing: false },
      { metroName: 'Metro 6', status: 'Not Approved', removing: false },
    ]);
    expect(preview.total).toBe(220);
    expect(preview.date).toBe('2026-12-01');
  });

  it('adds a metro at its base rate with no bid premium', () => {
    const metro = { id: 9, city: 'Sherman', state: 'TX', baseRate: 59, position: '27/27' };
    const preview = nextInvoice([listing(1, 100)], totals(), billing(), { kind: 'add', metro });
    expect(preview.lines.at(-1)).toEqual({
      companyMetroId: null,
      metroName: 'Sherman, TX',
      baseRate: 59,
      bidPremium: 0,
      monthlyCost: 59,
      discount: 0,
      charge: 59,
      added: true,
    });
    expect(preview.total).toBe(159);
  });

  it('leaves a metro out once its removal is asked for', () => {
    const preview = nextInvoice([listing(1, 100), listing(2, 50)], totals(), billing(), {
      kind: 'remove',
      companyMetroId: 1,
    });
    expect(preview.lines.map((line) => line.companyMetroId)).toEqual([2]);
    expect(preview.leftOut).toEqual([
      { metroName: 'Metro 1', status: 'Active/Approved', removing: true },
    ]);
    expect(preview.total).toBe(50);
  });

  it('does not know the base rate or premium of a listed metro', () => {
    const [line] = nextInvoice([listing(1, 262.5)], totals(), billing()).lines;
    expect(line?.baseRate).toBeNull();
    expect(line?.bidPremium).toBeNull();
  });

  it('takes the prepay discount per metro to the cent and sums in cents', () => {
    expect(
      previewLine(
        { companyMetroId: 1, metroName: 'A', baseRate: null, bidPremium: null, monthlyCost: 262.5 },
        16.67,
      ),
    ).toMatchObject({
      discount: 43.76,
      charge: 218.74,
    });
    const preview = nextInvoice([listing(1, 0.1), listing(2, 0.2)], totals(0.01), billing());
    expect(preview.total).toBe(0.31);
  });

  it('reads the discount as a percent and ignores nonsense', () => {
    expect(discountPercent(10)).toBe(10);
    expect(discountPercent(0)).toBe(0);
    expect(discountPercent(-5)).toBe(0);
    expect(discountPercent(150)).toBe(0);
    expect(discountPercent(Number.NaN)).toBe(0);
  });

  it('works without totals or billing facts', () => {
    const preview = nextInvoice([listing(1, 10)], null, null);
    expect(preview).toMatchObject({ date: null, discountRate: 0, listingFee: 0, total: 10 });
  });
});
