import type { MetroListing } from '@/features/listings/types';

/**
 * Step 3, Add Metros (spec sections 2, 4 and 5): the Metro Listing the company builds, and the
 * Add Metro modal's address (no validation: sent as typed).
 */

/** The Metro Listing summary: the metros added so far and what they cost per month. */
export interface MetroListingSummary {
  listings: MetroListing[];
  /** Total Billing per month (the server's, else the rows added up in cents). */
  totalBilling: number;
}

/** The Add Metro modal's editable fields. */
export interface WizardMetroAddress {
  address: string;
  addressLine: string;
  city: string;
  state: string;
  /** '' (the spec: country starts blank), 'USA' or 'CA'. */
  country: string;
  phone: string;
}

/** The modal's fields as it opens: all blank but the phone, the company profile's (spec). */
export function blankAddress(phone: string): WizardMetroAddress {
  return { address: '', addressLine: '', city: '', state: '', country: '', phone };
}

/**
 * The spec does not say whether Next needs a metro. A company with none is listed nowhere and
 * would have nothing to bid on or pay for in steps 4 and 5: Next waits for the first metro, and
 * the page says why.
 */
export const NEEDS_METRO =
  'Add at least one metro to continue: travellers find your company only in the metros you list.';

export function canFinishMetrosStep(listings: readonly MetroListing[]): boolean {
  return listings.length > 0;
}
