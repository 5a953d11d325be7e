import { Fragment } from 'react';
import { SectionCard } from '@/components/layout/SectionCard';
import type { ListingContactValues, ListingEditData } from '@/features/listingEdit/types';
import { ReviewCount } from '@/features/search/components/ReviewCountButton';
import { busResultFor, resultHeading } from '@/features/search/resultView';
import { displayUrl, externalUrl } from '@/lib/externalUrl';
import { formatPhone } from '@/lib/format';
import { SearchCardPreview } from '../SearchCardPreview';

interface ListingPreviewProps {
  listing: ListingEditData;
  /** The name and contact as typed (not yet saved); the listing's own until then. */
  name: string;
  contact: ListingContactValues;
}

/**
 * The listing as travellers meet it on the search results, following the forms as they are
 * typed in: the search's card view with no buttons (nothing is tracked, nothing goes into a
 * quote cart), and the contact details its More Details shows, as plain text.
 */
export function ListingPreview({ listing, name, contact }: ListingPreviewProps) {
  const where = listing.metro ? `${listing.metro.city}, ${listing.metro.state}` : null;
  const website = externalUrl(contact.website);
  const place = [contact.city.trim(), [contact.state, contact.zip.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [contact.address.trim(), place].filter(Boolean).join(', ');
  const details = [
    { label: 'Phone', value: formatPhone(contact.phone) },
    { label: 'Email', value: contact.email.trim() },
    { label: 'Website', value: website ? displayUrl(website) : '' },
    { label: 'Address', value: address },
  ].filter((row) => row.value !== '');

  return (
    <SectionCard
      title="Preview"
      intro={`How travellers see this listing${where ? ` on the search results of ${where}` : ''}. It follows what you type; travellers see a change once it is saved.`}
    >
      <SearchCardPreview
        caption="How this listing appears in search results."
        heading={resultHeading({ name, city: contact.city, state: contact.state })}
        photos={listing.photos}
        about={contact.description.trim()}
        isUmaMember={listing.isUmaMember}
        rating={
          <ReviewCount averageRating={listing.averageRating} count={listing.reviews.length} />
        }
        bus={busResultFor(listing, null)}
      />
      {details.length > 0 && (
        <>
          <h3 className="h6 text-uppercase mt-3">Contact in More Details</h3>
          <dl className="row mb-0 small">
            {details.map((row) => (
              <Fragment key={row.label}>
                <dt className="col-sm-3">{row.label}</dt>
                <dd className="col-sm-9 mb-1 text-break">{row.value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </SectionCard>
  );
}
