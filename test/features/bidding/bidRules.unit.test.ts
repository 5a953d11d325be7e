import { canEditBid, positionLabel, selectionFor } from '@/features/bidding/bidRules';
import type { BidMetro } from '@/features/bidding/types';
import { LISTING_STATUSES } from '@/features/listings/types';

const metro: BidMetro = {
  companyMetroId: 9,
  metroName: 'Spokane, WA',
  currentPosition: 3,
  currentCost: 120,
  currentCostDisplay: '$120.00',
  status: 'Active/Approved',
  hasPendingPositionChange: false,
  pendingPositionChangeMessage: null,
  positions: [1, 2, 3, 4].map((position) => ({
    position,
    company: `Company ${position}`,
    newCost: 100 + 10 * (4 - position) + 0.5,
    newCostDisplay: '',
    isCurrentPosition: position === 3,
    canUpgrade: position < 3,
  })),
};

describe('canEditBid', () => {
  it('allows only Active/Approved, never during a free trial', () => {
    expect(LISTING_STATUSES.filter((status) => canEditBid(status, false))).toEqual([
      'Active/Approved',
    ]);
    expect(LISTING_STATUSES.filter((status) => canEditBid(status, true))).toEqual([]);
  });
});

describe('positionLabel', () => {
  it('is n/total, or -- without a position', () => {
    expect(positionLabel(metro)).toBe('3/4');
    expect(positionLabel({ ...metro, currentPosition: 0 })).toBe('--');
    expect(positionLabel({ currentPosition: 2, positions: [] })).toBe('2/2');
  });
});

describe('selectionFor', () => {
  it('sends the current and new position and the monthly costs as numbers', () => {
    const chosen = metro.positions[0];
    if (!chosen) throw new Error('no position');
    expect(selectionFor(metro, chosen)).toEqual({
      companyMetroId: 9,
      currentPosition: 3,
      currentCost: 120,
      newPosition: 1,
      newMonthlyCost: 130.5,
    });
  });
});
