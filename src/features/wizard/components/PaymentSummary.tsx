import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { AsyncSection } from '@/components/data/AsyncSection';
import { SectionCard } from '@/components/layout/SectionCard';
import { Options } from '@/components/form/Options';
import type { MetroListing } from '@/features/listings/types';
import { PAYMENT_OPTIONS } from '@/features/registration/constants';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { RequestStatus } from '@/lib/requestStatus';
import { isPaymentOption, paymentOptionLabel, type PaymentOptionValue } from '../paymentStep';
import type { PaymentStepListing } from '../paymentStepApi';

/** Our words for the spec's tip (section 2): what Prorated Billing is. */
export const PRORATED_TIP =
  'Tip: a prorated amount is charged now for the days between today and your next renewal date.';

const COLUMNS: readonly DataColumn<MetroListing>[] = [
  { key: 'metro', header: 'Metro', cell: (row) => row.metroName },
  { key: 'cost', header: 'Cost per month', cell: (row) => formatMoney(row.costValue) },
];

interface PaymentSummaryProps {
  option: PaymentOptionValue | null;
  onOptionChange: (option: PaymentOptionValue) => void;
  status: RequestStatus;
  error: string | null;
  onRetry: () => void;
  listing: PaymentStepListing | null;
  /** New totals are on their way; the ones shown are the last option's. */
  updating: boolean;
}

/**
 * The payment step's right-hand summary: the payment option, the Metro Listing (each metro's
 * monthly cost), Total Billing for the chosen period, Prorated Billing, the tip and the renewal
 * date. A failed load says so here and leaves the card form alone.
 */
export function PaymentSummary({
  option,
  onOptionChange,
  status,
  error,
  onRetry,
  listing,
  updating,
}: PaymentSummaryProps) {
  const optionId = useId();
  return (
    <SectionCard title="Metro Listing">
      <Form.Group className="mb-3">
        <Form.Label htmlFor={optionId}>Payment Option</Form.Label>
        <Form.Select
          id={optionId}
          value={option ?? ''}
          disabled={option === null}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            if (isPaymentOption(chosen)) onOptionChange(chosen);
          }}
        >
          <Options choices={PAYMENT_OPTIONS} />
        </Form.Select>
      </Form.Group>
      <div aria-busy={updating || status === 'pending'}>
        <AsyncSection
          request={{ status, error }}
          onRetry={onRetry}
          empty={listing === null}
          loadingText="Loading your billing totals..."
        >
          {listing && option !== null && (
            <Totals listing={listing} option={option} updating={updating} />
          )}
        </AsyncSection>
      </div>
    </SectionCard>
  );
}

/** One line of the totals: a name and its figure. */
function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="d-flex justify-content-between gap-3">
      <dt className="fw-normal">{term}</dt>
      <dd className={strong ? 'mb-1 fw-bold' : 'mb-1'}>{value}</dd>
    </div>
  );
}

function Totals({
  listing,
  option,
  updating,
}: {
  listing: PaymentStepListing;
  option: PaymentOptionValue;
  updating: boolean;
}) {
  const renewal = formatDate(listing.renewalDate);
  return (
    <>
      {listing.listings.length > 0 ? (
        <DataTable
          rows={listing.listings}
          columns={COLUMNS}
          rowKey={(row) => row.companyMetroId}
          caption="Metros in your listing"
        />
      ) : (
        <p className="empty-state">No metros are listed yet.</p>
      )}
      <dl className={updating ? 'mb-2 text-body-secondary' : 'mb-2'} aria-live="polite">
        <Row term="Billing Period" value={paymentOptionLabel(option)} />
        {listing.discountRate > 0 && (
          <Row term="Prepay Discount" value={`${listing.discountRate}%`} />
        )}
        <Row term="Total Billing" value={formatMoney(listing.totalBilling)} strong />
        <Row term="Prorated Billing" value={formatMoney(listing.proratedBilling)} strong />
        {renewal && <Row term="Renewal Date" value={renewal} />}
      </dl>
      {updating && (
        <p className="small mb-2" role="status">
          Updating your totals...
        </p>
      )}
      <p className="small text-body-secondary mb-0">{PRORATED_TIP}</p>
    </>
  );
}
