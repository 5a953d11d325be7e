import { listingRow } from '@/features/listings/listingsApi';
import type { MetroListing } from '@/features/listings/types';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d, type Decoder } from '@/lib/decode';
import { sumMoney } from '@/lib/money';
import type { PaymentOptionValue } from './paymentStep';

/** Our words: the spec names no text for a failed load of the step's totals. */
export const PAYMENT_LISTING_FAILED =
  'There was a problem loading your billing totals. Please try again later.';

/** The Metro Listing summary of the payment step for one payment option. */
export interface PaymentStepListing {
  listings: MetroListing[];
  /** What one period of the chosen option costs (less any prepay discount). */
  totalBilling: number;
  /** What is charged now: today to the renewal date. */
  proratedBilling: number;
  /** YYYY-MM-DD; null when the server does not say. */
  renewalDate: string | null;
  /** Prepay discount in percent; 0 when none. */
  discountRate: number;
}

const paymentListing: Decoder<PaymentStepListing> = (body) => {
  const sent = d.object({
    listing: d.withDefault(d.arrayOf(listingRow), []),
    totalBillingAmount: d.withDefault(d.nullable(d.number), null),
    proratedBillingAmount: d.withDefault(d.nullable(d.number), null),
    nextRecurringDate: d.withDefault(d.nullable(d.string), null),
    discountRate: d.withDefault(d.number, 0),
  })(body);
  const listings = sent.listing;
  // A total the server leaves out is the rows' own figures, added up in cents.
  return {
    listings,
    totalBilling: sent.totalBillingAmount ?? sumMoney(listings.map((row) => row.costValue)),
    proratedBilling: sent.proratedBillingAmount ?? sumMoney(listings.map((row) => row.payTotal)),
    renewalDate: sent.nextRecurringDate,
    discountRate: sent.discountRate,
  };
};

/**
 * GET /company/progress/fifth/step/listing?companyId&paymentOption (envelope b): the listings,
 * Total Billing, Prorated Billing and the renewal date for that billing period.
 */
export function getSetupPaymentListing(
  companyId: number,
  paymentOption: PaymentOptionValue,
): Promise<PaymentStepListing> {
  return callApi(
    () => api.get('/company/progress/fifth/step/listing', { params: { companyId, paymentOption } }),
    { fallback: PAYMENT_LISTING_FAILED, envelope: 'status', decode: paymentListing },
  );
}
