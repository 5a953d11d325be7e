import { adminHandlers } from './admin';
import { arrearsHandlers } from './arrears';
import { authHandlers } from './auth';
import { biddingHandlers } from './bidding';
import { companyHandlers } from './company';
import { contentHandlers } from './content';
import { fleetHandlers } from './fleet';
import { listingEditHandlers } from './listingEdit';
import { listingsHandlers } from './listings';
import { messagesHandlers } from './messages';
import { paymentsHandlers } from './payments';
import { photoHandlers } from './photos';
import { quotesHandlers } from './quotes';
import { registrationHandlers } from './registration';
import { reportsHandlers } from './reports';
import { reviewsHandlers } from './reviews';
import { searchHandlers } from './search';
import { usersHandlers } from './users';
import { wizardHandlers } from './wizard';
import { wizardMetrosHandlers } from './wizardMetros';
import { wizardPaymentHandlers } from './wizardPayment';

/**
 * Every demo handler. One file per tag of the API contract (../shared/api/openapi.yaml), named
 * after the tag: an operation goes in its tag's file (create it when the tag has none yet) and
 * its handlers are listed here. photos.ts is not an API tag: it draws the demo's own photos.
 */
export const handlers = [
  ...authHandlers,
  ...searchHandlers,
  ...quotesHandlers,
  ...usersHandlers,
  ...registrationHandlers,
  ...companyHandlers,
  ...fleetHandlers,
  ...listingsHandlers,
  // The listings tag's edit operations (/subscribers/listings/{id}/edit, edit/*), kept apart.
  ...listingEditHandlers,
  ...biddingHandlers,
  ...wizardHandlers,
  // The wizard tag by step: progress and steps 1-2 above, steps 3-4 and step 5 kept apart.
  ...wizardMetrosHandlers,
  ...wizardPaymentHandlers,
  ...paymentsHandlers,
  ...arrearsHandlers,
  ...messagesHandlers,
  ...reviewsHandlers,
  ...reportsHandlers,
  ...adminHandlers,
  ...contentHandlers,
  ...photoHandlers,
];
