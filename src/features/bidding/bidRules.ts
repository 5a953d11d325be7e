import type { ListingStatus } from '@/features/listings/types';
import type { BidMetro, BidPosition, BidSelection } from './types';

/** Edit on the bid list: only an Active/Approved listing, and never during a free trial. */
export function canEditBid(status: ListingStatus, isFreeTrial: boolean): boolean {
  return status === 'Active/Approved' && !isFreeTrial;
}

/** The listing's place as n/total, or -- when it holds none. */
export function positionLabel(metro: Pick<BidMetro, 'currentPosition' | 'positions'>): string {
  if (metro.currentPosition <= 0) return '--';
  return `${metro.currentPosition}/${Math.max(metro.positions.length, metro.currentPosition)}`;
}

/**
 * The row of `position` when the metro offers it for a bid now (a position chosen earlier, or
 * kept in a draft, may have been taken since).
 */
export function offeredPosition(metro: BidMetro, position: unknown): BidPosition | undefined {
  return metro.positions.find((row) => row.canUpgrade && row.position === position);
}

/** The draft (lib/drafts) of the position chosen on a metro's bid page and not submitted yet. */
export const bidDraftName = (companyMetroId: number) => `bid-${companyMetroId}`;

/** What Submit Bid sends for `position` of this metro. */
export function selectionFor(metro: BidMetro, position: BidPosition): BidSelection {
  return {
    companyMetroId: metro.companyMetroId,
    currentPosition: metro.currentPosition,
    currentCost: metro.currentCost,
    newPosition: position.position,
    newMonthlyCost: position.newCost,
  };
}
