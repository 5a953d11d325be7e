import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazyRoute';

/**
 * The operator tree (/subscribers/*). The three registration steps and the arrears page
 * (/charge_arrears/:secretKey) are public and live here, beside the guarded account pages, so
 * the whole operator address space (and its chunks) is
 * declared in one file, as the user tree does with /users/subscribe. Forgot password and the
 * Oops page are shared by every visitor and stay in the public tree. The account pages sit
 * behind one guard (subscriber with a company) and share the account layout. This file is the
 * only operator module in the first load (the router needs the table): paths and lazy imports
 * only, never a component or a slice.
 */
export const operatorRoutes: RouteObject[] = [
  lazyRoute(
    paths.subscriberSubscribe,
    () => import('./registration/SubscribePage'),
    'SubscribePage',
  ),
  lazyRoute(
    paths.subscriberSubscribeConfirm,
    () => import('./registration/SubscribeConfirmPage'),
    'SubscribeConfirmPage',
  ),
  lazyRoute(
    paths.subscriberSubscribePayment,
    () => import('./registration/SubscribePaymentPage'),
    'SubscribePaymentPage',
  ),
  // Public: the arrears notice's Go and the e-mailed secret link lead here, without a login.
  lazyRoute(paths.chargeArrears, () => import('./payments/ChargeArrearsPage'), 'ChargeArrearsPage'),
  // The guard is a lazy chunk too: this table is all of the operator tree in the first load.
  lazyRoute(undefined, () => import('./OperatorGuard'), 'OperatorGuard', [
    // The setup wizard: its own frame (step progress and guard), no account side menu.
    lazyRoute(undefined, () => import('./wizard/WizardLayout'), 'WizardLayout', [
      lazyRoute(
        paths.subscriberInit[0],
        () => import('./wizard/ProfileStepPage'),
        'ProfileStepPage',
      ),
      lazyRoute(paths.subscriberInit[1], () => import('./wizard/FleetStepPage'), 'FleetStepPage'),
      lazyRoute(paths.subscriberInit[2], () => import('./wizard/MetrosStepPage'), 'MetrosStepPage'),
      lazyRoute(paths.subscriberInit[3], () => import('./wizard/BidsStepPage'), 'BidsStepPage'),
      lazyRoute(
        paths.subscriberInit[4],
        () => import('./wizard/PaymentStepPage'),
        'PaymentStepPage',
      ),
    ]),
    lazyRoute(undefined, () => import('./OperatorLayout'), 'OperatorLayout', [
      lazyRoute(paths.subscriberMyAccount, () => import('./MyAccountPage'), 'MyAccountPage'),
      lazyRoute(paths.subscriberCompany, () => import('./CompanyPage'), 'CompanyPage'),
      lazyRoute(paths.subscriberListings, () => import('./listings/ListingsPage'), 'ListingsPage'),
      lazyRoute(
        paths.subscriberListingEdit,
        () => import('./listings/ListingEditPage'),
        'ListingEditPage',
      ),
      lazyRoute(paths.subscriberInvoice, () => import('./listings/InvoicePage'), 'InvoicePage'),
      lazyRoute(paths.subscriberPayments, () => import('./payments/PaymentsPage'), 'PaymentsPage'),
      lazyRoute(
        paths.subscriberBidListings,
        () => import('./bids/BidListingsPage'),
        'BidListingsPage',
      ),
      lazyRoute(paths.subscriberBid, () => import('./bids/BidPage'), 'BidPage'),
      lazyRoute(paths.subscriberMessages, () => import('./messages/MessagesPage'), 'MessagesPage'),
      lazyRoute(paths.subscriberReviews, () => import('./reviews/ReviewsPage'), 'ReviewsPage'),
      lazyRoute(paths.subscriberReports, () => import('./reports/ReportsPage'), 'ReportsPage'),
    ]),
  ]),
];
