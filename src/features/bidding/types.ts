import type { ListingStatus } from '@/features/listings/types';

/** Bidding as the app sees it (camelCase; operator spec section 3). Money is dollars. */

/** One row of a metro's position table. */
export interface BidPosition {
  position: number;
  /** The company holding the position. */
  company: string;
  /** Monthly cost of holding this position. */
  newCost: number;
  /** The server's display of newCost; built from it when absent. */
  newCostDisplay: string;
  isCurrentPosition: boolean;
  /** Bid Now is offered for this position. */
  canUpgrade: boolean;
}

/** A metro listing with its position table (Bid position result). */
export interface BidMetro {
  companyMetroId: number;
  metroName: string;
  /** 0 when the listing holds no position (pending approval, no bus ...). */
  currentPosition: number;
  currentCost: number;
  currentCostDisplay: string;
  status: ListingStatus;
  hasPendingPositionChange: boolean;
  pendingPositionChangeMessage: string | null;
  positions: BidPosition[];
}

/** A chosen position, as Submit Bid sends it (Bid selection). */
export interface BidSelection {
  companyMetroId: number;
  currentPosition: number;
  currentCost: number;
  newPosition: number;
  newMonthlyCost: number;
}

/** What the confirmation modal shows for a cart (Bid confirmation). */
export interface BidConfirmation {
  cartGuid: string;
  metroName: string;
  currentPosition: number;
  newPosition: number;
  currentPrice: number;
  newPrice: number;
  /** YYYY-MM-DD; null when the server sent none. */
  renewalDate: string | null;
  proratedAmount: number;
  /** Percent, 0-100. */
  discountRate: number;
  total: number;
}

/** "You moved from 2 to 3 in Spokane since <date>". */
export interface RankChange {
  companyMetroId: number;
  from: number;
  to: number;
  /** YYYY-MM-DD the earlier position was last seen. */
  since: string;
}
