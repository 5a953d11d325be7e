import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { ProgressSteps } from '@/components/feedback/ProgressSteps';
import { CONFIRMATION_PROGRESS } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { selectAuth } from '@/features/auth/authSlice';
import { CreateAccountForm } from '@/features/tripRequest/components/CreateAccountForm';
import { completeQuoteRequest, selectQuoteNumber } from '@/features/tripRequest/tripRequestSlice';
import { TripSheetLink } from '@/features/tripSheet/components/TripSheetLink';
import { trackConversion } from '@/lib/tracking';
import { usePageTitle } from '@/lib/usePageTitle';
import '@/styles/trip.css';
import { NoQuoteToConfirm } from './review/NoQuoteToConfirm';

const CONVERSION_LABEL = 'quote_request';

/** Route /confirmation: the quote number, what happens next, and the account offer. */
export function ConfirmationPage() {
  const { t } = useLingui();
  usePageTitle(t`Confirmation`);
  const dispatch = useAppDispatch();
  const quoteNumber = useAppSelector(selectQuoteNumber);
  const { loggedIn, loginType } = useAppSelector(selectAuth);
  const historyPath = loggedIn && loginType === 'user' ? paths.userQuoteHistory : null;
  // A traveller who signs up here gets the link in the account panel; only one is wanted.
  const [cameLoggedIn] = useState(loggedIn);

  useEffect(() => {
    // Once per quote: clears the cart and counts the conversion (a no-op without an id; the
    // tag loads async, so it never holds the page up).
    if (dispatch(completeQuoteRequest())) trackConversion(CONVERSION_LABEL);
  }, [dispatch, quoteNumber]);

  if (!quoteNumber) return <NoQuoteToConfirm historyPath={historyPath} />;

  return (
    <Container className="py-4 confirmation">
      <ProgressSteps percent={CONFIRMATION_PROGRESS} />
      <section className="text-center mb-4" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title" className="display-6">
          <Trans>Thank you</Trans>
        </h1>
        <p className="lead mb-2">
          <Trans>
            Your quote number is <strong className="confirmation__number">{quoteNumber}</strong>
          </Trans>
        </p>
        <p className="mx-auto confirmation__lead">
          <Trans>
            A copy of your quote request has been emailed to you, and each company will be in touch
            with you directly.
          </Trans>
        </p>
        <p>
          <TripSheetLink afterQuote className="btn btn-outline-primary" />
        </p>
        <Alert variant="warning" className="mx-auto confirmation__lead">
          <Trans>
            Please allow time for replies: the typical response time is 2 business days.
          </Trans>
        </Alert>
        <p className="small">
          <Trans>
            Questions about your request? Email us at{' '}
            <a href={`mailto:${env.accountsEmail}`}>{env.accountsEmail}</a>.
          </Trans>
        </p>
        {cameLoggedIn && historyPath && (
          <Link className="btn btn-outline-primary" to={historyPath}>
            <Trans>View My Quote History</Trans>
          </Link>
        )}
      </section>
      <div className="mx-auto confirmation__account">
        <CreateAccountForm quoteNumber={quoteNumber} />
      </div>
    </Container>
  );
}
