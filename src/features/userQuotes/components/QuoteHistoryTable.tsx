import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate } from '@/lib/dates';
import type { UserQuote } from '../types';
import { placeOf, tripOf } from '../place';

interface QuoteHistoryTableProps {
  quotes: readonly UserQuote[];
  onShowDetails: (quote: UserQuote) => void;
}

/**
 * The quote history as a responsive table (styles/user.css, spec section 9 breakpoints):
 * lower-priority columns drop out on narrower screens and each row becomes a card on a phone,
 * where every cell shows its own label.
 */
export function QuoteHistoryTable({ quotes, onShowDetails }: QuoteHistoryTableProps) {
  return (
    <Table hover className="rt align-middle mb-0">
      <caption className="visually-hidden">Your quote requests, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Submitted</th>
          <th scope="col" className="rt-p2">
            Group
          </th>
          <th scope="col">Trip</th>
          <th scope="col" className="rt-p2">
            Departure
          </th>
          <th scope="col" className="rt-p3">
            Return
          </th>
          <th scope="col" className="rt-p3">
            Passengers
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => {
          const submitted = formatDate(quote.dateSubmitted);
          const to = placeOf(quote.destinationCity, quote.destinationState);
          return (
            <tr key={quote.itineraryId}>
              <td data-label="Submitted">{submitted}</td>
              <td data-label="Group" className="rt-p2">
                {quote.groupName || '—'}
              </td>
              <td data-label="Trip">{tripOf(quote)}</td>
              <td data-label="Departure" className="rt-p2">
                {formatDate(quote.departureDate)}
              </td>
              <td data-label="Return" className="rt-p3">
                {formatDate(quote.returnDate) || '—'}
              </td>
              <td data-label="Passengers" className="rt-p3">
                {quote.numberOfPassengers ?? '—'}
              </td>
              <td className="rt-action">
                <Button
                  size="sm"
                  variant="outline-primary"
                  aria-label={`Details of the quote submitted ${submitted}${to ? ` to ${to}` : ''}`}
                  onClick={() => onShowDetails(quote)}
                >
                  Details
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
