import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { searchPath } from '@/config/paths';
import { quoteRequestRemoved, selectQuoteRequests } from '@/features/quoteCart/quoteCartSlice';
import { CompareToggle } from '@/features/search/components/CompareToggle';
import { plural } from '@/lib/format';
import { isRepeatClick } from '@/lib/repeatClick';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/** The companies the request goes to, each removable, and the way back to add more. */
export function ReviewCart() {
  const dispatch = useAppDispatch();
  const requests = useAppSelector(selectQuoteRequests);

  return (
    <Card as="section" className="review-cart shadow-sm mb-4" aria-labelledby="review-cart-title">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id="review-cart-title" className="h5 mb-0">
          Your quote requests
        </h2>
        <span className="text-body-secondary small">
          {requests.length} {plural(requests.length, 'company', 'companies')}
        </span>
      </Card.Header>
      {requests.length === 0 ? (
        <Card.Body>
          <p className="mb-3">
            Your quote request list is empty. Add bus companies from the search.
          </p>
          <Link className="btn btn-primary" to={searchPath()}>
            Search for bus companies
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
                    aria-label={`Remove ${request.companyName}`}
                    onClick={(event) => {
                      if (!isRepeatClick(event)) dispatch(quoteRequestRemoved(request.id));
                    }}
                  >
                    Remove
                  </Button>
                </span>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Card.Footer className="bg-transparent">
            <Link to={searchPath()}>Add more companies from the search</Link>
          </Card.Footer>
        </>
      )}
    </Card>
  );
}
