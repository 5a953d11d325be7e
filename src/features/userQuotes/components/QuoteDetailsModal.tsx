import { Link } from 'react-router-dom';
import { InfoDialog } from '@/components/dialogs/InfoDialog';
import { searchPath } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatPhone } from '@/lib/format';
import { placeOf } from '../place';
import type { UserQuote } from '../types';

interface QuoteDetailsModalProps {
  /** Kept while the modal fades out, so its content does not vanish before it does. */
  quote: UserQuote | null;
  show: boolean;
  onHide: () => void;
}

function Detail({ term, value }: { term: string; value: string | number | undefined }) {
  return (
    <>
      <dt className="col-sm-5">{term}</dt>
      <dd className="col-sm-7">{value === undefined || value === '' ? '—' : value}</dd>
    </>
  );
}

/** The trip of one past quote request and the companies it went to, with links to their listings. */
export function QuoteDetailsModal({ quote, show, onHide }: QuoteDetailsModalProps) {
  const from = quote ? placeOf(quote.departureCity, quote.departureState) : '';
  // The companies were chosen from the search results of the departure metro: that is where
  // their listings are.
  const listingsPath = quote?.departureCity
    ? searchPath(quote.departureCity, quote.departureState)
    : searchPath();
  return (
    <InfoDialog show={show && quote !== null} title="Quote Details" onClose={onHide} centered>
      {quote && (
        <>
          <h3 className="h6 text-uppercase text-body-secondary">Trip</h3>
          <dl className="row mb-3">
            <Detail term="Submitted" value={formatDate(quote.dateSubmitted)} />
            <Detail term="Group" value={quote.groupName} />
            <Detail term="From" value={from} />
            <Detail term="To" value={placeOf(quote.destinationCity, quote.destinationState)} />
            <Detail term="Departure date" value={formatDate(quote.departureDate)} />
            <Detail term="Return date" value={formatDate(quote.returnDate)} />
            <Detail term="Passengers" value={quote.numberOfPassengers} />
          </dl>
          <h3 className="h6 text-uppercase text-body-secondary">Contact</h3>
          <dl className="row mb-3">
            <Detail term="Name" value={quote.name} />
            <Detail term="Email" value={quote.email} />
            <Detail term="Phone" value={formatPhone(quote.phone)} />
          </dl>
          <h3 className="h6 text-uppercase text-body-secondary">
            Companies{from ? ` (listings in ${from})` : ''}
          </h3>
          {quote.companies.length === 0 ? (
            <p className="mb-0">No companies</p>
          ) : (
            <ul className="mb-0">
              {quote.companies.map((company) => (
                <li key={company.companyId}>
                  <Link to={listingsPath}>{company.companyDisplayName}</Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </InfoDialog>
  );
}
