import { positionLabel } from '@/features/bidding/bidRules';
import type { BidMetro, BidSelection } from '@/features/bidding/types';
import { sumMoney } from '@/lib/money';

/**
 * Step 4, Bid for Placement (spec section 4, Bid flow (wizard)): a chosen bid joins a pending
 * list, replacing an earlier bid for the same metro, and the table, the summary and the total
 * show the pending positions and costs until Save and Next sends them.
 */

/** The pending list with `bid` in it, in the place of an earlier bid for the same metro. */
export function withPendingBid(
  pending: readonly BidSelection[],
  bid: BidSelection,
): BidSelection[] {
  const index = pending.findIndex((item) => item.companyMetroId === bid.companyMetroId);
  if (index === -1) return [...pending, bid];
  return pending.map((item, at) => (at === index ? bid : item));
}

/** The pending bid for a metro, if any. */
export function pendingBidOf(
  pending: readonly BidSelection[],
  companyMetroId: number,
): BidSelection | null {
  return pending.find((bid) => bid.companyMetroId === companyMetroId) ?? null;
}

/** One metro as the step shows it until saved. */
export interface BidStepRow {
  metro: BidMetro;
  bid: BidSelection | null;
  /** current/total: the pending bid's position in place of the current one. */
  position: string;
  /** Per month: the pending bid's cost in place of the current one. */
  monthlyCost: number;
}

export function bidStepRows(
  metros: readonly BidMetro[],
  pending: readonly BidSelection[],
): BidStepRow[] {
  return metros.map((metro) => {
    const bid = pendingBidOf(pending, metro.companyMetroId);
    const total = Math.max(metro.positions.length, metro.currentPosition);
    return {
      metro,
      bid,
      position: bid ? `${bid.newPosition}/${total}` : positionLabel(metro),
      monthlyCost: bid ? bid.newMonthlyCost : metro.currentCost,
    };
  });
}

/** The monthly total of the rows, added in cents. */
export function bidStepTotal(rows: readonly BidStepRow[]): number {
  return sumMoney(rows.map((row) => row.monthlyCost));
}

/** What Save and Next sends: the pending bids of metros still on the list. */
export function bidsToSave(
  metros: readonly BidMetro[],
  pending: readonly BidSelection[],
): BidSelection[] {
  return pending.filter((bid) =>
    metros.some((metro) => metro.companyMetroId === bid.companyMetroId),
  );
}
