import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/feedback/Loading';
import { searchPath } from '@/config/paths';
import { QuoteDetailsModal } from '@/features/userQuotes/components/QuoteDetailsModal';
import { QuoteHistoryTable } from '@/features/userQuotes/components/QuoteHistoryTable';
import type { UserQuote } from '@/features/userQuotes/types';
import { loadUserQuotes, selectUserQuotes } from '@/features/userQuotes/userQuotesSlice';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadFailed } from './LoadFailed';

/** /users/quote-history: the user's quote requests, newest first, each with its details. */
export function QuoteHistoryPage() {
  usePageTitle('Quote History');
  const dispatch = useAppDispatch();
  const { quotes, status, error } = useAppSelector(selectUserQuotes);
  const [selected, setSelected] = useState<UserQuote | null>(null);
  const [showDetails, setShowDetails] = useState(false);

  useEffect(() => {
    void dispatch(loadUserQuotes());
  }, [dispatch]);

  const loading = status === 'idle' || (status === 'pending' && quotes.length === 0);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Quote History</h1>
        <Link className="btn btn-primary" to={searchPath()}>
          Request a Quote
        </Link>
      </div>
      {loading && <Loading />}
      {status === 'failed' && (
        <LoadFailed text={error ?? ''} onRetry={() => void dispatch(loadUserQuotes())} />
      )}
      {!loading && status !== 'failed' && quotes.length === 0 && (
        <p className="empty-state">No previous quotes</p>
      )}
      {!loading && status !== 'failed' && quotes.length > 0 && (
        <Card className="shadow-sm">
          <QuoteHistoryTable
            quotes={quotes}
            onShowDetails={(quote) => {
              setSelected(quote);
              setShowDetails(true);
            }}
          />
        </Card>
      )}
      <QuoteDetailsModal quote={selected} show={showDetails} onHide={() => setShowDetails(false)} />
    </>
  );
}
