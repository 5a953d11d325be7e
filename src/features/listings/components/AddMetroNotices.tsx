import { Link } from 'react-router-dom';
import { Alert } from '@/components/feedback/Alert';
import { paths } from '@/config/paths';
import {
  MISSING_PAYMENT_AFTER,
  MISSING_PAYMENT_BEFORE,
  MISSING_PAYMENT_LINK,
  PENDING_APPROVAL_TEXT,
} from '../constants';
import type { ListingBilling } from '../types';

/**
 * Why a metro cannot be added (spec section 6): the company is not approved yet, or no payment
 * information is on file. A free trial pays nothing, so it needs no card.
 */
export function addMetroBlockers(
  billing: ListingBilling | null,
  isFreeTrial: boolean,
): { pendingApproval: boolean; missingPayment: boolean } {
  return {
    pendingApproval: billing !== null && !billing.companyApproved,
    missingPayment: billing !== null && !isFreeTrial && !billing.paymentsAvailable,
  };
}

export function AddMetroNotices({
  pendingApproval,
  missingPayment,
}: ReturnType<typeof addMetroBlockers>) {
  return (
    <>
      {pendingApproval && <Alert variant="warning">{PENDING_APPROVAL_TEXT}</Alert>}
      {missingPayment && (
        <Alert variant="warning">
          {MISSING_PAYMENT_BEFORE}
          <Link to={paths.subscriberPayments}>{MISSING_PAYMENT_LINK}</Link>
          {MISSING_PAYMENT_AFTER}
        </Alert>
      )}
    </>
  );
}
