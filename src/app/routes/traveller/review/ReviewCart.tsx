import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { searchPath } from '@/config/paths';
import { quoteRequestRemoved, selectQuoteRequests } from '@/features/quoteCart/quoteCartSlice';
import { CompareToggle } from '@/features/search/components/CompareToggle';
import { isRepeatClick } from '@/lib/repeatClick';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/** The companies the request goes to, each removable, and the way back to add more. */
export function ReviewCart() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const requests = useAppSelector(selectQuoteRequests);

  return (
    <Card as="section" className="review-cart shadow-sm mb-4" aria-labelledby="review-cart-title">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id="review-cart-title" className="h5 mb-0">
          <Trans>Your quote requests</Trans>
        </h2>
        <span className="text-body-secondary small">
          {plural(requests.length, { one: '# company', other: '# companies' })}
        </span>
      </Card.Header>
      {requests.length === 0 ? (
        <Card.Body>
          <p className="mb-3">
            <Trans>Your quote request list is empty. Add bus companies from the search.</Trans>
          </p>
          <Link className="btn btn-primary" to={searchPath()}>
            <Trans>Search for bus companies</Trans>
          </Link>
        </Card.Body>
      ) : (
        <>
          <ListGroup variant="flush" as="ul">
            {requests.map((request) => (
              <ListGroup.Item
                as="li"
                key={request.id}
                className="d-flex flex-wrap justify-content-between align-items-center gap-2"
              >
                <span className="fw-semibold me-auto">{request.companyName}</span>
                <span className="d-flex gap-2">
                  <CompareToggle id={request.id} companyName={request.companyName} size="sm" />
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={t`Remove ${request.companyName}`}
                    onClick={(event) => {
                      if (!isRepeatClick(event)) dispatch(quoteRequestRemoved(request.id));
                    }}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </span>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Card.Footer className="bg-transparent">
            <Link to={searchPath()}>
              <Trans>Add more companies from the search</Trans>
            </Link>
          </Card.Footer>
        </>
      )}
    </Card>
  );
}
