import {
  applyBid,
  bidProblem,
  bidResult,
  FREE_TRIAL_BIDS,
  NOT_HIGHER,
  pendingMessage,
  POSITION_CHANGED,
  PRICE_CHANGED,
  UNKNOWN_LISTING,
} from './bids';
import { nextRankIn } from './listings';
import { formatMoney, positionCost } from './pricing';
import { companyById, metroById } from './queries';
import type { AccountRow, BidSelectionRow, CompanyMetroRow, DemoDb } from './types';

/**
 * Bidding during setup (wizard step 4). A metro added in step 3 is only requested (Pending
 * Approval, no place yet): it holds the place it will take once paid, the end of its metro, or
 * the place a saved step-4 bid asked for (db/listings.ts approvePaid gives it that place). The
 * bidding tag's position table and the step's save answer through these; a listing already
 * approved follows the account area's rules (db/bids.ts).
 */

const requested = (listing: CompanyMetroRow): boolean => listing.status === 'Pending Approval';
const cents = (amount: number): number => Math.round(amount * 100);

/** Setup is not finished: the account is at one of the wizard's five steps. */
export const inSetup = (account: AccountRow): boolean => account.setup_progress <= 5;

/** The place a requested listing holds: the one its saved bid asked for, else its metro's end. */
export function setupPlaceOf(db: DemoDb, listing: CompanyMetroRow): number {
  return listing.pending_bid?.new_position ?? nextRankIn(db, listing.metro_id);
}

/** One BidPositionResult during setup: the requested listing shown at its place. */
export function setupBidResult(db: DemoDb, listing: CompanyMetroRow, freeTrial: boolean) {
  const result = bidResult(db, listing, freeTrial);
  if (!requested(listing)) return result;
  const place = setupPlaceOf(db, listing);
  const open = !freeTrial && !listing.pending_bid;
  const rate = metroById(db, listing.metro_id)?.base_rate ?? 0;
  const others = result.positions.map((row) => {
    const position = row.position >= place ? row.position + 1 : row.position;
    const cost = positionCost(rate, position);
    return {
      ...row,
      position,
      new_cost: cost,
      new_cost_display: formatMoney(cost),
      can_upgrade: open && position < place,
    };
  });
  const own = {
    position: place,
    company: companyById(db, listing.company_id)?.name ?? 'Your company',
    new_cost: listing.monthly_cost,
    new_cost_display: formatMoney(listing.monthly_cost),
    is_current_position: true,
    can_upgrade: false,
  };
  return {
    ...result,
    current_position: place,
    positions: [...others, own].sort((a, b) => a.position - b.position),
  };
}

/** Why this step-4 bid of `account` cannot be saved, or null. */
export function setupBidProblem(
  db: DemoDb,
  account: AccountRow,
  bid: BidSelectionRow,
): string | null {
  const listing = db.company_metros.find(
    (row) => row.id === bid.company_metro_id && row.company_id === account.company_id,
  );
  if (!listing) return UNKNOWN_LISTING;
  if (!requested(listing)) return bidProblem(db, account, bid);
  if (account.free_trial) return FREE_TRIAL_BIDS;
  if (listing.pending_bid) return pendingMessage(listing.pending_bid.new_position);
  const place = setupPlaceOf(db, listing);
  if (bid.current_position !== place) return POSITION_CHANGED;
  if (bid.new_position < 1 || bid.new_position >= place) return NOT_HIGHER;
  const rate = metroById(db, listing.metro_id)?.base_rate ?? 0;
  if (cents(bid.new_monthly_cost) !== cents(positionCost(rate, bid.new_position)))
    return PRICE_CHANGED;
  return null;
}

/**
 * A saved step-4 bid: the requested listing will cost the new price and take the new place when
 * paid; the change stays pending until reviewed, as every bid does.
 */
export function applySetupBid(db: DemoDb, bid: BidSelectionRow, requestedAt: string): void {
  const listing = db.company_metros.find((row) => row.id === bid.company_metro_id);
  if (!listing) return;
  if (!requested(listing)) {
    applyBid(db, bid, requestedAt);
    return;
  }
  listing.monthly_cost = bid.new_monthly_cost;
  listing.pending_bid = {
    new_position: bid.new_position,
    new_monthly_cost: bid.new_monthly_cost,
    requested_at: requestedAt,
  };
}
