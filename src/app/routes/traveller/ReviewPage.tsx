import { Trans, useLingui } from '@lingui/react/macro';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router-dom';
import { ProgressSteps } from '@/components/feedback/ProgressSteps';
import { CompareBar } from '@/features/compare/components/CompareBar';
import { REVIEW_PROGRESS } from '@/config/constants';
import { paths } from '@/config/paths';
import { selectQuoteRequestCount } from '@/features/quoteCart/quoteCartSlice';
import { TripRequestForm } from '@/features/tripRequest/components/TripRequestForm';
import { usePageTitle } from '@/lib/usePageTitle';
import '@/styles/trip.css';
import { useAppSelector } from '@/app/hooks';
import { ReviewCart } from './review/ReviewCart';
import { ReviewEstimate } from './review/ReviewEstimate';
import { TripSheetLink } from '@/features/tripSheet/components/TripSheetLink';

/** Route /review: the trip request form beside the companies it goes to. */
export function ReviewPage() {
  const { t } = useLingui();
  usePageTitle(t`Review Information`);
  const navigate = useNavigate();
  const companyCount = useAppSelector(selectQuoteRequestCount);

  return (
    <Container className="py-4">
      <ProgressSteps percent={REVIEW_PROGRESS} />
      <h1 className="h2 mb-1">
        <Trans>Review Information</Trans>
      </h1>
      <p className="text-body-secondary mb-4">
        <Trans>
          Tell the companies about your trip. One request goes to every company in your list.
        </Trans>
      </p>
      <ReviewEstimate />
      <p className="mb-3">
        <TripSheetLink />
      </p>
      <Row className="g-4">
        <Col lg={{ span: 4, order: 2 }}>
          <ReviewCart />
        </Col>
        <Col lg={{ span: 8, order: 1 }}>
          <TripRequestForm
            companyCount={companyCount}
            onSent={() => void navigate(paths.confirmation)}
          />
        </Col>
      </Row>
      <CompareBar />
    </Container>
  );
}
