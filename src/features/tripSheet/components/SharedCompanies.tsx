import { Trans } from '@lingui/react/macro';
import { formatPhone } from '@/lib/format';
import type { TripSheet } from '../sheetLink';

/**
 * The companies as the link's sender shared them (issue 39): anyone can write a link, so their
 * names and phones are labelled as shared, never shown as this site's listing of a company.
 */
export function SharedCompanies({ sheet }: { sheet: TripSheet }) {
  return (
    <section aria-labelledby="trip-sheet-companies" className="trip-sheet__companies mt-3">
      <h2 id="trip-sheet-companies" className="h5">
        {sheet.quoteNumber ? (
          <Trans>Bus companies asked for a quote</Trans>
        ) : (
          <Trans>Bus companies in the quote list</Trans>
        )}
      </h2>
      {sheet.companies.length === 0 ? (
        <p>
          <Trans>No companies chosen yet.</Trans>
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-1">
            <Trans>
              As shared by whoever sent this link: names and phone numbers are not checked against
              this site&apos;s listings.
            </Trans>
          </p>
          <ul className="list-unstyled mb-0">
            {sheet.companies.map((company, index) => (
              <li key={index} className="mb-1">
                <span className="fw-semibold">{company.name}</span>
                {company.city && <span>, {company.city}</span>}
                {company.phone && (
                  <Trans>
                    , phone as shared:{' '}
                    <a href={`tel:${company.phone.replace(/\D/g, '')}`}>
                      {formatPhone(company.phone)}
                    </a>
                  </Trans>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
