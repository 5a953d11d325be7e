import type { BidMetro, BidSelection } from '@/features/bidding/types';
import {
  bidStepRows,
  bidStepTotal,
  bidsToSave,
  pendingBidOf,
  withPendingBid,
} from '@/features/wizard/bidsStep';
import { canFinishMetrosStep, blankAddress } from '@/features/wizard/metrosStep';
import type { MetroListing } from '@/features/listings/types';

const bid = (
  companyMetroId: number,
  newPosition: number,
  newMonthlyCost: number,
): BidSelection => ({
  companyMetroId,
  currentPosition: 8,
  currentCost: 100,
  newPosition,
  newMonthlyCost,
});

function metro(companyMetroId: number, currentCost: number, currentPosition = 8): BidMetro {
  return {
    companyMetroId,
    metroName: `Metro ${companyMetroId}`,
    currentPosition,
    currentCost,
    currentCostDisplay: `$${currentCost}`,
    status: 'Pending Approval',
    hasPendingPositionChange: false,
    pendingPositionChangeMessage: null,
    positions: Array.from({ length: 8 }, (_, index) => ({
      position: index + 1,
      company: `Company ${index + 1}`,
      newCost: 100,
      newCostDisplay: '$100.00',
      isCurrentPosition: index + 1 === currentPosition,
      canUpgrade: index + 1 < currentPosition,
    })),
  };
}

describe('step 4 pending bids', () => {
  it('adds a bid for a new metro at the end of the list', () => {
    expect(withPendingBid([bid(1, 2, 200)], bid(2, 3, 150))).toEqual([
      bid(1, 2, 200),
      bid(2, 3, 150),
    ]);
  });

  it('replaces an earlier bid for the same metro, in its place', () => {
    const pending = [bid(1, 2, 200), bid(2, 3, 150)];
    expect(withPendingBid(pending, bid(1, 5, 125))).toEqual([bid(1, 5, 125), bid(2, 3, 150)]);
    expect(pending).toEqual([bid(1, 2, 200), bid(2, 3, 150)]);
    expect(pendingBidOf(pending, 2)).toEqual(bid(2, 3, 150));
    expect(pendingBidOf(pending, 3)).toBeNull();
  });

  it("shows a pending bid's position and cost in place of the current ones", () => {
    const rows = bidStepRows([metro(1, 100), metro(2, 60, 0)], [bid(1, 2, 200)]);
    expect(
      rows.map(({ position, monthlyCost, bid: chosen }) => [position, monthlyCost, chosen]),
    ).toEqual([
      ['2/8', 200, bid(1, 2, 200)],
      ['--', 60, null],
    ]);
  });

  it('adds the monthly costs in cents (0.1 + 0.2 is 0.3)', () => {
    const rows = bidStepRows([metro(1, 0.1), metro(2, 0.2)], []);
    expect(bidStepTotal(rows)).toBe(0.3);
    // With a bid: 0.1 + 0.7 in floating point is 0.7999999999999999.
    expect(bidStepTotal(bidStepRows([metro(1, 0.1), metro(2, 0.2)], [bid(2, 1, 0.7)]))).toBe(0.8);
  });

  it('saves only the bids of metros still listed', () => {
    expect(bidsToSave([metro(1, 100)], [bid(1, 2, 200), bid(9, 1, 300)])).toEqual([bid(1, 2, 200)]);
  });
});

describe('step 3 rules', () => {
  it('lets Next go on once the Metro Listing has a metro', () => {
    expect(canFinishMetrosStep([])).toBe(false);
    expect(canFinishMetrosStep([{ companyMetroId: 1 } as MetroListing])).toBe(true);
  });

  it('opens Add Metro blank but for the phone', () => {
    expect(blankAddress('903-555-0100')).toEqual({
      address: '',
      addressLine: '',
      city: '',
      state: '',
      country: '',
      phone: '903-555-0100',
    });
  });
});
