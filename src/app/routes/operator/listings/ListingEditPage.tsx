import { useCallback, useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { UnsavedChanges } from '@/components/form/UnsavedChanges';
import { LazySection } from '@/components/layout/LazySection';
import { paths } from '@/config/paths';
import { AdditionalEmailsForm } from '@/features/listingEdit/components/AdditionalEmailsForm';
import {
  contactValuesOf,
  ListingContactForm,
} from '@/features/listingEdit/components/ListingContactForm';
import { ListingNameForm } from '@/features/listingEdit/components/ListingNameForm';
import {
  fetchListingEdit,
  listingEditOpened,
  selectListingEdit,
} from '@/features/listingEdit/listingEditSlice';
import type { ListingEditData, ListingNameValues } from '@/features/listingEdit/types';
import { usePageTitle } from '@/lib/usePageTitle';
import { ListingPreview } from './ListingPreview';

// Below the forms: the fleet and the market, with the fleet slice (LazySection).
const loadFleet = async () => (await import('./ListingFleetParts')).ListingFleet;
const loadMarketRates = async () => (await import('./ListingFleetParts')).ListingMarketRates;

/** A company metro id from the path: a positive whole number, else null. */
function idOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * /subscribers/listings/:companyMetroId: one metro listing's name, contact, additional e-mails
 * and fleet, each saved on its own, beside a preview of the listing as travellers see it.
 */
export function ListingEditPage() {
  const companyMetroId = idOf(useParams().companyMetroId);
  usePageTitle('Edit Listing');
  const dispatch = useAppDispatch();
  const edit = useAppSelector(selectListingEdit);
  const listing = edit.companyMetroId === companyMetroId ? edit.listing : null;

  useEffect(() => {
    if (companyMetroId === null) return;
    dispatch(listingEditOpened(companyMetroId));
    void dispatch(fetchListingEdit(companyMetroId));
  }, [dispatch, companyMetroId]);

  if (companyMetroId === null) return <Navigate to={paths.subscriberListings} replace />;
  const metro = listing?.metro;

  return (
    <UnsavedChanges>
      <p className="mb-2">
        <Link to={paths.subscriberListings}>Back to Listings</Link>
      </p>
      <h1 className="h3 mb-3">Edit Listing{metro ? `: ${metro.city}, ${metro.state}` : ''}</h1>
      <AsyncSection
        request={edit.requests.fetchListingEdit}
        onRetry={() => void dispatch(fetchListingEdit(companyMetroId))}
        empty={!listing}
        loadingText="Loading your listing..."
      >
        {listing && (
          // A new listing starts with its own forms and drafts.
          <ListingEditor key={companyMetroId} companyMetroId={companyMetroId} listing={listing} />
        )}
      </AsyncSection>
    </UnsavedChanges>
  );
}

interface ListingEditorProps {
  companyMetroId: number;
  listing: ListingEditData;
}

/** The sections, and the drafts the preview follows while they are typed. */
function ListingEditor({ companyMetroId, listing }: ListingEditorProps) {
  const [name, setName] = useState(listing.alias);
  const [contact, setContact] = useState(() => contactValuesOf(listing));
  const onName = useCallback((values: ListingNameValues) => setName(values.name), []);
  const metro = listing.metro ? { city: listing.metro.city, state: listing.metro.state } : null;

  return (
    <Row className="g-4">
      <Col xl={7} className="d-flex flex-column gap-4">
        <ListingNameForm companyMetroId={companyMetroId} alias={listing.alias} onChange={onName} />
        <ListingContactForm
          companyMetroId={companyMetroId}
          listing={listing}
          onChange={setContact}
        />
        <AdditionalEmailsForm companyMetroId={companyMetroId} emails={listing.additionalEmails} />
        <LazySection title="Fleet" minHeight="25.5rem" load={loadFleet}>
          {(ListingFleet) => <ListingFleet companyMetroId={companyMetroId} metro={metro} />}
        </LazySection>
        {metro && (
          <LazySection title="Rates against the market" minHeight="38rem" load={loadMarketRates}>
            {(ListingMarketRates) => (
              <ListingMarketRates companyMetroId={companyMetroId} metro={metro} />
            )}
          </LazySection>
        )}
      </Col>
      <Col xl={5} className="d-flex flex-column gap-4">
        <ListingPreview listing={listing} name={name} contact={contact} />
      </Col>
    </Row>
  );
}
