import './listings.css';
import type { MetroListing } from '../types';
import { HourglassIcon, RemovalIcon, TickIcon } from './icons';

/** What the marks read of a listing (the bid list shows them for its own rows too). */
type Marked = Pick<MetroListing, 'status' | 'position' | 'cost'>;

/** The spec's icons instead of position and cost for these two statuses. */
const PENDING_MARKS = {
  'Pending Approval': { Icon: HourglassIcon, text: 'Pending approval' },
  'Pending Removal': { Icon: RemovalIcon, text: 'Pending removal' },
} as const;

function PendingMark({ status }: { status: keyof typeof PENDING_MARKS }) {
  const { Icon, text } = PENDING_MARKS[status];
  return (
    <span className="listing-mark text-secondary" title={text}>
      <Icon />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

const isPending = (status: MetroListing['status']): status is keyof typeof PENDING_MARKS =>
  status in PENDING_MARKS;

/** Position: an icon while pending, -- without buses, else n/total. */
export function PositionCell({ listing }: { listing: Marked }) {
  if (isPending(listing.status)) return <PendingMark status={listing.status} />;
  if (listing.status === 'No Bus') return <>--</>;
  return <>{listing.position || '--'}</>;
}

export function CostCell({ listing }: { listing: Marked }) {
  if (isPending(listing.status)) return <PendingMark status={listing.status} />;
  return <>{listing.cost}</>;
}

/** The status as written, with the spec's green tick for an active listing. */
export function StatusCell({ listing }: { listing: Marked }) {
  if (listing.status !== 'Active/Approved') return <>{listing.status}</>;
  return (
    <span className="listing-mark">
      <TickIcon className="text-success" />
      {listing.status}
    </span>
  );
}
