import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { UnsavedChanges } from '@/components/form/UnsavedChanges';
import { paths } from '@/config/paths';
import { ListingFleetSection } from '@/features/fleet/components/ListingFleetSection';
import { MarketRatesSummary } from '@/features/fleet/components/MarketRatesSummary';
import { selectFleetItems, selectFleetList } from '@/features/fleet/fleetSlice';
import type { FleetLevel } from '@/features/fleet/types';
import { AdditionalEmailsForm } from '@/features/listingEdit/components/AdditionalEmailsForm';
import {
  contactValuesOf,
  ListingContactForm,
} from '@/features/listingEdit/components/ListingContactForm';
import { ListingNameForm } from '@/features/listingEdit/components/ListingNameForm';
import {
  fetchListingEdit,
  fetchListingPreviewFleet,
  listingEditOpened,
  selectListingEdit,
} from '@/features/listingEdit/listingEditSlice';
import type { ListingEditData, ListingNameValues } from '@/features/listingEdit/types';
import type { RequestStatus } from '@/lib/requestStatus';
import { usePageTitle } from '@/lib/usePageTitle';
import { ListingPreview } from './ListingPreview';

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
  const level = useMemo(() => ({ kind: 'listing' as const, companyMetroId }), [companyMetroId]);
  const fleet = useAppSelector((state) => selectFleetItems(state, level));
  usePreviewFleetRefresh(level);

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
        <ListingFleetSection companyMetroId={companyMetroId} metro={metro} />
        {metro && (
          <MarketRatesSummary
            city={metro.city}
            state={metro.state}
            fleet={fleet}
            companyMetroId={companyMetroId}
          />
        )}
      </Col>
      <Col xl={5} className="d-flex flex-column gap-4">
        <ListingPreview listing={listing} name={name} contact={contact} />
      </Col>
    </Row>
  );
}

/**
 * The fleet section saves through the fleet's own calls; once a save or delete has gone
 * through, the preview's fleet summary is read again from the listing (as the search shows it).
 */
function usePreviewFleetRefresh(level: FleetLevel & { kind: 'listing' }) {
  const dispatch = useAppDispatch();
  const { companyMetroId } = level;
  const list = useAppSelector((state) => selectFleetList(state, level));
  const save = list.save.status;
  const remove = list.remove.status;
  // What the statuses were when the page opened: an earlier visit's save is no change now.
  const before = useRef({ save, remove });
  useEffect(() => {
    const became = (now: RequestStatus, was: RequestStatus) =>
      now === 'succeeded' && was !== 'succeeded';
    const changed = became(save, before.current.save) || became(remove, before.current.remove);
    before.current = { save, remove };
    if (changed) void dispatch(fetchListingPreviewFleet(companyMetroId));
  }, [save, remove, dispatch, companyMetroId]);
}
