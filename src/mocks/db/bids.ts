import { PREPAY_DISCOUNT } from './listings';
import { formatMoney, positionCost } from './pricing';
import { companyById, metroById, metroName } from './queries';
import { daysBetween } from './seed/dates';
import type {
  AccountRow,
  BidCartRow,
  BidSelectionRow,
  CompanyMetroRow,
  DemoDb,
  ListingStatus,
  PaymentOption,
} from './types';

/**
 * Bids for placement as the contract's bidding tag answers them: each listing's position table,
 * the checks on a bid, the cart's confirmation prorated to the nearest day from the demo clock,
 * and what a submitted bid changes (the rank at once, and a pending change until reviewed).
 */

const POSITIONED: readonly ListingStatus[] = [
  'Active/Approved',
  'Inactive/Approved',
  'Pending Removal',
];

export const UNKNOWN_LISTING = 'This listing could not be found.';
export const FREE_TRIAL_BIDS =
  'Free-trial listings cannot bid for placement. Please upgrade first.';
export const NOT_ACTIVE = 'Only active listings can bid for placement.';
export const POSITION_CHANGED =
  'Your position in this metro has changed. Please review the positions and bid again.';
export const NOT_HIGHER = 'Please choose a position above your current one.';
export const PRICE_CHANGED =
  'The price of this position has changed. Please review the positions and bid again.';

export function pendingMessage(position: number): string {
  return `Your request to move to position ${position} is being reviewed. You can bid again once it has been processed.`;
}

const cents = (amount: number): number => Math.round(amount * 100);
const fromCents = (value: number): number => value / 100;
const sum = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((total, amount) => total + cents(amount), 0));

/** The metro's listings that hold a position, top first. */
function rankedIn(db: DemoDb, metroId: number): CompanyMetroRow[] {
  return db.company_metros
    .filter(
      (row) => row.metro_id === metroId && POSITIONED.includes(row.status) && row.position > 0,
    )
    .sort((a, b) => a.position - b.position);
}

const holds = (listing: CompanyMetroRow): boolean =>
  POSITIONED.includes(listing.status) && listing.position > 0;

/** One BidPositionResult. */
export function bidResult(db: DemoDb, listing: CompanyMetroRow, freeTrial: boolean) {
  const metro = metroById(db, listing.metro_id);
  const base = metro?.base_rate ?? 0;
  const open =
    listing.status === 'Active/Approved' && holds(listing) && !freeTrial && !listing.pending_bid;
  return {
    company_metro_id: listing.id,
    metro_name: metro ? metroName(metro) : 'Unknown metro',
    current_position: holds(listing) ? listing.position : 0,
    current_cost: listing.monthly_cost,
    current_cost_display: formatMoney(listing.monthly_cost),
    status: listing.status,
    has_pending_position_change: listing.pending_bid !== null,
    pending_position_change_message: listing.pending_bid
      ? pendingMessage(listing.pending_bid.new_position)
      : null,
    positions: rankedIn(db, listing.metro_id).map((row) => {
      const cost = positionCost(base, row.position);
      return {
        position: row.position,
        company: row.alias ?? companyById(db, row.company_id)?.name ?? 'Listed company',
        new_cost: cost,
        new_cost_display: formatMoney(cost),
        is_current_position: row.id === listing.id,
        can_upgrade: open && row.position < listing.position,
      };
    }),
  };
}

/** Why this bid of `account` cannot go ahead, or null. */
export function bidProblem(db: DemoDb, account: AccountRow, bid: BidSelectionRow): string | null {
  const listing = db.company_metros.find(
    (row) => row.id === bid.company_metro_id && row.company_id === account.company_id,
  );
  if (!listing) return UNKNOWN_LISTING;
  if (account.free_trial) return FREE_TRIAL_BIDS;
  if (listing.status !== 'Active/Approved' || !holds(listing)) return NOT_ACTIVE;
  if (listing.pending_bid) return pendingMessage(listing.pending_bid.new_position);
  if (bid.current_position !== listing.position) return POSITION_CHANGED;
  if (bid.new_position < 1 || bid.new_position >= listing.position) return NOT_HIGHER;
  const base = metroById(db, listing.metro_id)?.base_rate ?? 0;
  if (cents(bid.new_monthly_cost) !== cents(positionCost(base, bid.new_position)))
    return PRICE_CHANGED;
  return null;
}

export const CYCLE_MONTHS: Readonly<Record<PaymentOption, number>> = { 1: 1, 2: 3, 3: 6, 4: 12 };

function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** The company's billing cycle: its next renewal after `today`, its length and its discount. */
export function billingCycle(db: DemoDb, companyId: number, today: string) {
  const profile = db.billing_profiles.find((row) => row.company_id === companyId);
  const option = profile?.payment_option ?? 1;
  const months = CYCLE_MONTHS[option];
  let renewal = profile?.next_recurring_date ?? `${addMonths(today, 1).slice(0, 8)}01`;
  // A renewal date the demo clock has passed rolls on, as the recurring charge would.
  while (renewal <= today) renewal = addMonths(renewal, months);
  return {
    renewal,
    months,
    periodDays: daysBetween(addMonths(renewal, -months), renewal),
    discountRate: PREPAY_DISCOUNT[option],
  };
}

/**
 * The price difference for the rest of the billing period, prorated to the nearest day: the
 * days from today to the renewal date over the period's days, of the period's difference.
 */
export function prorateBid(
  currentMonthly: number,
  newMonthly: number,
  daysLeft: number,
  periodDays: number,
  months = 1,
): number {
  if (periodDays <= 0) return 0;
  const days = Math.min(Math.max(Math.round(daysLeft), 0), periodDays);
  const difference = (cents(newMonthly) - cents(currentMonthly)) * months;
  return fromCents(Math.round((difference * days) / periodDays));
}

/** The BidConfirmation of a cart (several metros add up; the positions are the first's). */
export function bidConfirmation(db: DemoDb, cart: BidCartRow, today: string) {
  const cycle = billingCycle(db, cart.company_id, today);
  const daysLeft = daysBetween(today, cycle.renewal);
  const names = cart.metros.map((bid) => {
    const listing = db.company_metros.find((row) => row.id === bid.company_metro_id);
    const metro = listing ? metroById(db, listing.metro_id) : undefined;
    return metro ? metroName(metro) : 'Unknown metro';
  });
  const first = cart.metros[0];
  const newPrice = sum(cart.metros.map((bid) => bid.new_monthly_cost));
  return {
    success: true,
    metro_name: names.join('; '),
    current_position: first?.current_position ?? 0,
    new_position: first?.new_position ?? 0,
    current_price: sum(cart.metros.map((bid) => bid.current_cost)),
    new_price: newPrice,
    renewal_date: cycle.renewal,
    prorated_amount: sum(
      cart.metros.map((bid) =>
        prorateBid(
          bid.current_cost,
          bid.new_monthly_cost,
          daysLeft,
          cycle.periodDays,
          cycle.months,
        ),
      ),
    ),
    discount_rate: cycle.discountRate,
    total: fromCents(Math.round((cents(newPrice) * (100 - cycle.discountRate)) / 100)),
    cart_guid: cart.cart_guid,
  };
}

/**
 * A submitted bid: the listing takes its new rank at once (the ones between move down one),
 * at the new monthly cost, and its change stays pending until reviewed.
 */
export function applyBid(db: DemoDb, bid: BidSelectionRow, requestedAt: string): void {
  const listing = db.company_metros.find((row) => row.id === bid.company_metro_id);
  if (!listing) return;
  for (const row of rankedIn(db, listing.metro_id)) {
    if (
      row.id !== listing.id &&
      row.position >= bid.new_position &&
      row.position < listing.position
    )
      row.position += 1;
  }
  listing.position = bid.new_position;
  listing.monthly_cost = bid.new_monthly_cost;
  listing.pending_bid = {
    new_position: bid.new_position,
    new_monthly_cost: bid.new_monthly_cost,
    requested_at: requestedAt,
  };
}
