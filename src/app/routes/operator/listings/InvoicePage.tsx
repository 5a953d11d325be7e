import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { selectAuth } from '@/features/auth/authSlice';
import { InvoiceTable } from '@/features/listings/components/InvoiceTable';
import {
  fetchPendingListings,
  listingsRequestReset,
  selectListingsState,
} from '@/features/listings/listingsSlice';
import { formatDate } from '@/lib/dates';
import { sumMoney } from '@/lib/money';
import { usePageTitle } from '@/lib/usePageTitle';

// The payment dialog loads on the click that opens it.
const PayAllDialog = lazyDialog(
  async () => (await import('@/features/listings/components/PayAllDialog')).PayAllDialog,
);

/**
 * /subscribers/crash, titled Invoice: the metros waiting for payment with their prorated
 * amounts and the total, and Pay all (spec sections 2 and 4).
 */
export function InvoicePage() {
  usePageTitle('Invoice');
  const dispatch = useAppDispatch();
  const { isFreeTrial } = useAppSelector(selectAuth);
  const { pending, requests } = useAppSelector(selectListingsState);
  const [paying, setPaying] = useState(false);
  const listings = pending?.listings ?? [];
  // Summed here in cents: the server's own total is not trusted to be decimal-safe.
  const total = sumMoney(listings.map((listing) => listing.payTotal));
  const renewal = formatDate(pending?.billing.nextRecurringDate);

  return (
    <>
      <h1 className="h3 mb-3">Invoice</h1>
      <AsyncSection
        request={requests.fetchPendingListings}
        load={() => void dispatch(fetchPendingListings())}
        empty={listings.length === 0}
        emptyText="You have no metros waiting for payment."
        loadingText="Loading your invoice..."
      >
        <p>
          {renewal
            ? `Amounts are prorated to the day, up to your next renewal on ${renewal}.`
            : 'Amounts are prorated to the day, up to your next renewal.'}
        </p>
        <InvoiceTable listings={listings} total={total} />
        {!isFreeTrial && (
          <Button
            className="mt-3"
            onClick={() => {
              dispatch(listingsRequestReset('payAllListings'));
              setPaying(true);
            }}
          >
            Pay All
          </Button>
        )}
      </AsyncSection>
      <PayAllDialog
        show={paying}
        listings={listings}
        total={total}
        onClose={() => setPaying(false)}
      />
    </>
  );
}
