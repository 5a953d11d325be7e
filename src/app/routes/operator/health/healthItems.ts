import { UNREAD_BADGE_MAX } from '@/config/constants';
import { env } from '@/config/env';
import { listingEditPath, paths } from '@/config/paths';
import type { ListingBilling, MetroListing } from '@/features/listings/types';
import type { OperatorReview } from '@/features/operatorReviews/types';
import { formatPhone, plural } from '@/lib/format';

/** One line of the account health panel: a plain sentence and, when there is one, where to act. */
export interface HealthItem {
  key: string;
  title: string;
  /** Something is to be done: the item is marked "Needs attention". */
  attention: boolean;
  text: string;
  link?: { to: string; label: string };
}

const names = new Intl.ListFormat('en', { type: 'conjunction' });

/** "Plano, TX is" / "Plano, TX and Allen, TX are". */
function metrosAre(listings: readonly MetroListing[]): string {
  const list = names.format(listings.map((listing) => listing.metroName));
  return `${list} ${listings.length === 1 ? 'is' : 'are'}`;
}

export function trialItem(mayUpgrade: boolean): HealthItem {
  return {
    key: 'trial',
    title: 'Free trial',
    attention: mayUpgrade,
    text: mayUpgrade
      ? 'Your account is on a free trial. You can upgrade to premium placement.'
      : 'Your account is on a free trial.',
  };
}

/** From the listings answer's billing facts: is a card on file for the monthly billing? */
export function paymentItem(billing: ListingBilling | null): HealthItem {
  const onFile = billing?.paymentsAvailable ?? false;
  return {
    key: 'payment',
    title: 'Payment information',
    attention: !onFile,
    text: onFile
      ? 'Your payment information is on file.'
      : 'Your account is missing payment information.',
    link: onFile ? undefined : { to: paths.subscriberPayments, label: 'Add payment information' },
  };
}

/**
 * What the listings ask of the operator: pay those awaiting payment (a free trial has no Pay:
 * they await approval), put a bus on those without one, look at those not approved. Pending
 * removal is said, not asked. All live is one line.
 */
export function listingItems(
  listings: readonly MetroListing[],
  isFreeTrial: boolean,
): HealthItem[] {
  const having = (status: MetroListing['status']) =>
    listings.filter((listing) => listing.status === status);
  const items: HealthItem[] = [];
  // Listings sharing a status (but No Bus) make one item that names them all, if there are any.
  const forAny = (status: MetroListing['status'], item: (group: MetroListing[]) => HealthItem) => {
    const group = having(status);
    if (group.length > 0) items.push(item(group));
  };
  forAny('Pending Approval', (pending) =>
    isFreeTrial
      ? {
          key: 'pending',
          title: 'Pending approval',
          attention: false,
          text: `${metrosAre(pending)} waiting for approval.`,
        }
      : {
          key: 'pending',
          title: 'Awaiting payment',
          attention: true,
          text: `${metrosAre(pending)} waiting for payment before going live.`,
          link: { to: paths.subscriberInvoice, label: 'Pay' },
        },
  );
  for (const listing of having('No Bus')) {
    items.push({
      key: `no-bus-${listing.companyMetroId}`,
      title: `No bus in ${listing.metroName}`,
      attention: true,
      text: `Travellers do not see your listing in ${listing.metroName} until it has a bus.`,
      link: {
        to: listingEditPath(listing.companyMetroId),
        label: `Add a bus to ${listing.metroName}`,
      },
    });
  }
  forAny('Not Approved', (refused) => ({
    key: 'not-approved',
    title: 'Not approved',
    attention: true,
    text: `${metrosAre(refused)} not approved. Call us at ${formatPhone(env.supportPhone)} to learn why, or remove ${plural(refused.length, 'it', 'them')} from your listings.`,
    link: { to: paths.subscriberListings, label: 'Listings' },
  }));
  forAny('Pending Removal', (leaving) => ({
    key: 'removal',
    title: 'Pending removal',
    attention: false,
    text: `${metrosAre(leaving)} being removed at your request.`,
  }));
  if (items.length === 0) {
    items.push({
      key: 'listings',
      title: 'Listings',
      attention: false,
      text:
        listings.length === 0
          ? 'You have no metro listings yet.'
          : `Your ${listings.length === 1 ? 'listing needs' : `${listings.length} listings need`} nothing from you.`,
      link: listings.length === 0 ? { to: paths.subscriberListings, label: 'Listings' } : undefined,
    });
  }
  return items;
}

export function reviewsItem(reviews: readonly OperatorReview[]): HealthItem {
  const open = reviews.filter((review) => !review.isResolved).length;
  return {
    key: 'reviews',
    title: 'Reviews',
    attention: open > 0,
    text:
      open > 0
        ? `${open} ${plural(open, 'review is', 'reviews are')} waiting for your reply.`
        : 'Every review has your reply.',
    link: open > 0 ? { to: paths.subscriberReviews, label: 'Reviews' } : undefined,
  };
}

export function messagesItem(unread: number): HealthItem {
  let text = 'No unread messages.';
  if (unread > UNREAD_BADGE_MAX) text = `You have more than ${UNREAD_BADGE_MAX} unread messages.`;
  else if (unread > 0) text = `You have ${unread} unread ${plural(unread, 'message')}.`;
  return {
    key: 'messages',
    title: 'Messages',
    attention: unread > 0,
    text,
    link: unread > 0 ? { to: paths.subscriberMessages, label: 'Messages' } : undefined,
  };
}
