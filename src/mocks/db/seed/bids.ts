import type { CompanyMetroRow, MetroRow } from '../types';
import { addDays, seedToday } from './dates';

/**
 * The demo operator's Fort Worth bid, sent two days ago, awaits review: its bid page shows the
 * pending change and cannot bid again (Dallas stays open for bidding). Its rank moved when it
 * was sent, so the listing already holds the position it asked for, at that price.
 */
export function seedPendingBids(
  listings: CompanyMetroRow[],
  metros: readonly MetroRow[],
  operatorId: number,
): void {
  const fortWorth = metros.find((metro) => metro.city === 'Fort Worth');
  const row = listings.find(
    (listing) => listing.company_id === operatorId && listing.metro_id === fortWorth?.id,
  );
  if (!row) throw new Error('The demo operator has no Fort Worth listing');
  row.pending_bid = {
    new_position: row.position,
    new_monthly_cost: row.monthly_cost,
    requested_at: `${addDays(seedToday(), -2)}T16:20:00.000Z`,
  };
}
