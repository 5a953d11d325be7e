import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { displayUrl, externalUrl } from '@/lib/externalUrl';
import { canContact } from '@/features/search/resultView';
import { postTracking } from '@/features/search/trackingApi';
import type { SearchResult } from '@/features/search/types';
import { PaymentTypeIcons } from './PaymentTypeIcons';
import { PhoneReveal } from './PhoneReveal';
import { SocialLinks } from './SocialLinks';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8">{children}</dd>
    </>
  );
}

interface ContactDetailsProps {
  result: SearchResult;
  onContact: () => void;
}

/** The "Contact and Details" part of More Details (spec 2). */
export function ContactDetails({ result, onContact }: ContactDetailsProps) {
  const { t } = useLingui();
  const { company } = result;
  const website = externalUrl(company.website);
  const dotLink = externalUrl(company.usDotLink);
  const place = [company.city, [company.state, company.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  return (
    <section aria-labelledby="contact-details-title" className="mb-4">
      <h3 id="contact-details-title" className="h6 text-uppercase">
        <Trans>Contact and Details</Trans>
      </h3>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <PhoneReveal result={result} />
        {canContact(company) && (
          <Button
            variant="primary"
            onClick={() => {
              postTracking(result, 'contactUs');
              onContact();
            }}
          >
            <Trans>Contact Us</Trans>
          </Button>
        )}
      </div>
      <dl className="row mb-0 contact-details">
        {website && (
          <Row label={t`Website`}>
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => postTracking(result, 'website')}
            >
              {displayUrl(website)}
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </Row>
        )}
        {(company.address || place) && (
          <Row label={t`Address`}>
            <address className="mb-0">
              {company.address && <span className="d-block">{company.address}</span>}
              {place && <span className="d-block">{place}</span>}
            </address>
          </Row>
        )}
        {company.usDotNumber && (
          <Row label={t`US DOT Number`}>
            {dotLink ? (
              <a href={dotLink} target="_blank" rel="noopener noreferrer">
                {company.usDotNumber}
                <span className="visually-hidden">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            ) : (
              company.usDotNumber
            )}
          </Row>
        )}
        {company.licensingAndInsurance && (
          <Row label={t`Licensing and Insurance`}>{company.licensingAndInsurance}</Row>
        )}
        {company.associationsAndCertifications && (
          <Row label={t`Associations and Certifications`}>
            {company.associationsAndCertifications}
          </Row>
        )}
        <Row label={t`Payment Types`}>
          <PaymentTypeIcons paymentTypes={result.paymentTypes} />
        </Row>
      </dl>
      <SocialLinks result={result} />
    </section>
  );
}
