import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { PageHeading } from '@/app/layout/PageHeading';
import { AsyncSection } from '@/components/data/AsyncSection';
import { useDialogSubject } from '@/components/dialogs/useDialogSubject';
import { searchPath } from '@/config/paths';
import { QuoteDetailsModal } from '@/features/userQuotes/components/QuoteDetailsModal';
import { QuoteHistoryTable } from '@/features/userQuotes/components/QuoteHistoryTable';
import { QUOTES_REFUSAL } from '@/features/userQuotes/refusals';
import type { UserQuote } from '@/features/userQuotes/types';
import { fetchUserQuotes, selectUserQuotes } from '@/features/userQuotes/userQuotesSlice';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/** /users/quote-history: the user's quote requests, newest first, each with its details. */
export function QuoteHistoryPage() {
  const { t } = useLingui();
  usePageTitle(t`Quote History`);
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectUserQuotes);
  const { quotes } = request;
  const details = useDialogSubject<UserQuote>();

  return (
    <>
      <PageHeading
        title={t`Quote History`}
        action={
          <Link className="btn btn-primary" to={searchPath()}>
            <Trans>Request a Quote</Trans>
          </Link>
        }
      />
      <AsyncSection
        request={request}
        words={QUOTES_REFUSAL}
        load={() => void dispatch(fetchUserQuotes())}
        empty={quotes.length === 0}
        emptyText={t`No previous quotes`}
      >
        <Card className="shadow-sm">
          <QuoteHistoryTable quotes={quotes} onShowDetails={details.open} />
        </Card>
      </AsyncSection>
      <QuoteDetailsModal quote={details.shown} show={details.show} onHide={details.close} />
    </>
  );
}
