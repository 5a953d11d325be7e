import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { AsyncSection } from '@/components/data/AsyncSection';
import { searchPath } from '@/config/paths';
import { QuoteDetailsModal } from '@/features/userQuotes/components/QuoteDetailsModal';
import { QuoteHistoryTable } from '@/features/userQuotes/components/QuoteHistoryTable';
import type { UserQuote } from '@/features/userQuotes/types';
import { fetchUserQuotes, selectUserQuotes } from '@/features/userQuotes/userQuotesSlice';
import { useLastShown } from '@/lib/useLastShown';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/** /users/quote-history: the user's quote requests, newest first, each with its details. */
export function QuoteHistoryPage() {
  usePageTitle('Quote History');
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectUserQuotes);
  const { quotes } = request;
  const [selected, setSelected] = useState<UserQuote | null>(null);
  // The details keep their quote while they fade out.
  const selectedShown = useLastShown(selected);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Quote History</h1>
        <Link className="btn btn-primary" to={searchPath()}>
          Request a Quote
        </Link>
      </div>
      <AsyncSection
        request={request}
        load={() => void dispatch(fetchUserQuotes())}
        empty={quotes.length === 0}
        emptyText="No previous quotes"
      >
        <Card className="shadow-sm">
          <QuoteHistoryTable quotes={quotes} onShowDetails={setSelected} />
        </Card>
      </AsyncSection>
      <QuoteDetailsModal
        quote={selectedShown}
        show={selected !== null}
        onHide={() => setSelected(null)}
      />
    </>
  );
}
