import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const from = quote ? placeOf(quote.departureCity, quote.departureState) : '';
  // The companies were chosen from the search results of the departure metro: that is where
  // their listings are.
  const listingsPath = quote?.departureCity
    ? searchPath(quote.departureCity, quote.departureState)
    : searchPath();
  return (
    <InfoDialog show={show && quote !== null} title={t`Quote Details`} onClose={onHide} centered>
      {quote && (
        <>
          <h3 className="h6 text-uppercase text-body-secondary">
            <Trans>Trip</Trans>
          </h3>
          <dl className="row mb-3">
            <Detail term={t`Submitted`} value={formatDate(quote.dateSubmitted)} />
            <Detail term={t`Group`} value={quote.groupName} />
            <Detail term={t({ message: 'From', context: 'trip origin' })} value={from} />
            <Detail
              term={t({ message: 'To', context: 'trip destination' })}
              value={placeOf(quote.destinationCity, quote.destinationState)}
            />
            <Detail term={t`Departure date`} value={formatDate(quote.departureDate)} />
            <Detail term={t`Return date`} value={formatDate(quote.returnDate)} />
            <Detail term={t`Passengers`} value={quote.numberOfPassengers} />
          </dl>
          <h3 className="h6 text-uppercase text-body-secondary">
            <Trans>Contact</Trans>
          </h3>
          <dl className="row mb-3">
            <Detail term={t`Name`} value={quote.name} />
            <Detail term={t`Email`} value={quote.email} />
            <Detail term={t`Phone`} value={formatPhone(quote.phone)} />
          </dl>
          <h3 className="h6 text-uppercase text-body-secondary">
            {from ? <Trans>Companies (listings in {from})</Trans> : <Trans>Companies</Trans>}
          </h3>
          {quote.companies.length === 0 ? (
            <p className="mb-0">
              <Trans>No companies</Trans>
            </p>
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
