import { useDeferredValue, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeading } from '@/app/layout/PageHeading';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { listingEditPath } from '@/config/paths';
import { selectAuth } from '@/features/auth/authSlice';
import { ListingsTable } from '@/features/listings/components/ListingsTable';
import { ListingTotalsList } from '@/features/listings/components/ListingTotalsList';
import { NextInvoiceCard } from '@/features/listings/components/NextInvoiceCard';
import { nextInvoice } from '@/features/listings/invoicePreview';
import {
  fetchListings,
  listingsRequestReset,
  selectListings,
  selectListingsState,
} from '@/features/listings/listingsSlice';
import type { MetroListing } from '@/features/listings/types';
import { usePageTitle } from '@/lib/usePageTitle';

const editPath = (listing: MetroListing) => listingEditPath(listing.companyMetroId);

// Each dialog's code (the metro search, react-bootstrap's Modal) loads on the click that opens it.
const AddMetroModal = lazyDialog(
  async () => (await import('@/features/listings/components/AddMetroModal')).AddMetroModal,
);
const RemoveMetroDialog = lazyDialog(
  async () => (await import('@/features/listings/components/RemoveMetroDialog')).RemoveMetroDialog,
  ({ listing }) => listing !== null,
);
const PayListingDialog = lazyDialog(
  async () => (await import('@/features/listings/components/PayListingDialog')).PayListingDialog,
  ({ listing }) => listing !== null,
);

/**
 * /subscribers/listings: the metro listings (spec sections 2 and 4) with their totals, the next
 * invoice, Add New Metro, and per listing Edit, Remove and (awaiting payment) Pay.
 */
export function ListingsPage() {
  usePageTitle('Listings');
  const dispatch = useAppDispatch();
  const { isFreeTrial } = useAppSelector(selectAuth);
  // The table, totals and invoice render in the background once the listings arrive (React
  // slices that work): on a slow phone one long render would block a tap for its whole length.
  const { totals, billing, requests } = useDeferredValue(useAppSelector(selectListingsState));
  const listings = useDeferredValue(useAppSelector(selectListings));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MetroListing | null>(null);
  const [paying, setPaying] = useState<MetroListing | null>(null);

  const askRemove = (listing: MetroListing) => {
    dispatch(listingsRequestReset('removeMetro'));
    setRemoving(listing);
  };
  const askPay = (listing: MetroListing) => {
    dispatch(listingsRequestReset('payListing'));
    setPaying(listing);
  };

  return (
    <>
      <PageHeading
        title="Listings"
        action={
          <Button
            onClick={() => setAdding(true)}
            onPointerEnter={AddMetroModal.preload}
            onFocus={AddMetroModal.preload}
          >
            Add New Metro
          </Button>
        }
      />
      <AsyncSection
        request={requests.fetchListings}
        load={() => void dispatch(fetchListings())}
        empty={listings.length === 0}
        emptyText="You have no metro listings yet. Add one with Add New Metro."
        loadingText="Loading your listings..."
      >
        <ListingsTable
          listings={listings}
          isFreeTrial={isFreeTrial}
          editPath={editPath}
          onRemove={askRemove}
          onPay={askPay}
        />
        {totals && (
          <section aria-label="Totals" className="border-top mt-3 pt-3">
            <ListingTotalsList totals={totals} />
          </section>
        )}
        <NextInvoiceCard preview={nextInvoice(listings, totals, billing)} />
      </AsyncSection>
      <AddMetroModal show={adding} isFreeTrial={isFreeTrial} onHide={() => setAdding(false)} />
      <RemoveMetroDialog listing={removing} onClose={() => setRemoving(null)} />
      <PayListingDialog listing={paying} paidPath={editPath} onClose={() => setPaying(null)} />
    </>
  );
}
