import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

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
  {
    path: paths.subscriberSubscribe,
    lazy: async () => ({
      Component: (await import('./registration/SubscribePage')).SubscribePage,
    }),
  },
  {
    path: paths.subscriberSubscribeConfirm,
    lazy: async () => ({
      Component: (await import('./registration/SubscribeConfirmPage')).SubscribeConfirmPage,
    }),
  },
  {
    path: paths.subscriberSubscribePayment,
    lazy: async () => ({
      Component: (await import('./registration/SubscribePaymentPage')).SubscribePaymentPage,
    }),
  },
  {
    // Public: the arrears notice's Go and the e-mailed secret link lead here, without a login.
    path: paths.chargeArrears,
    lazy: async () => ({
      Component: (await import('./payments/ChargeArrearsPage')).ChargeArrearsPage,
    }),
  },
  {
    // The guard is a lazy chunk too: this table is all of the operator tree in the first load.
    lazy: async () => ({ Component: (await import('./OperatorGuard')).OperatorGuard }),
    children: [
      {
        // The setup wizard: its own frame (step progress and guard), no account side menu.
        lazy: async () => ({
          Component: (await import('./wizard/WizardLayout')).WizardLayout,
        }),
        children: [
          {
            path: paths.subscriberInit[0],
            lazy: async () => ({
              Component: (await import('./wizard/ProfileStepPage')).ProfileStepPage,
            }),
          },
          {
            path: paths.subscriberInit[1],
            lazy: async () => ({
              Component: (await import('./wizard/FleetStepPage')).FleetStepPage,
            }),
          },
          {
            path: paths.subscriberInit[2],
            lazy: async () => ({
              Component: (await import('./wizard/MetrosStepPage')).MetrosStepPage,
            }),
          },
          {
            path: paths.subscriberInit[3],
            lazy: async () => ({
              Component: (await import('./wizard/BidsStepPage')).BidsStepPage,
            }),
          },
          {
            path: paths.subscriberInit[4],
            lazy: async () => ({
              Component: (await import('./wizard/PaymentStepPage')).PaymentStepPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./OperatorLayout')).OperatorLayout }),
        children: [
          {
            path: paths.subscriberMyAccount,
            lazy: async () => ({ Component: (await import('./MyAccountPage')).MyAccountPage }),
          },
          {
            path: paths.subscriberCompany,
            lazy: async () => ({ Component: (await import('./CompanyPage')).CompanyPage }),
          },
          {
            path: paths.subscriberListings,
            lazy: async () => ({
              Component: (await import('./listings/ListingsPage')).ListingsPage,
            }),
          },
          {
            path: paths.subscriberListingEdit,
            lazy: async () => ({
              Component: (await import('./listings/ListingEditPage')).ListingEditPage,
            }),
          },
          {
            path: paths.subscriberInvoice,
            lazy: async () => ({
              Component: (await import('./listings/InvoicePage')).InvoicePage,
            }),
          },
          {
            path: paths.subscriberPayments,
            lazy: async () => ({
              Component: (await import('./payments/PaymentsPage')).PaymentsPage,
            }),
          },
          {
            path: paths.subscriberBidListings,
            lazy: async () => ({
              Component: (await import('./bids/BidListingsPage')).BidListingsPage,
            }),
          },
          {
            path: paths.subscriberBid,
            lazy: async () => ({ Component: (await import('./bids/BidPage')).BidPage }),
          },
          {
            path: paths.subscriberMessages,
            lazy: async () => ({
              Component: (await import('./messages/MessagesPage')).MessagesPage,
            }),
          },
          {
            path: paths.subscriberReviews,
            lazy: async () => ({
              Component: (await import('./reviews/ReviewsPage')).ReviewsPage,
            }),
          },
          {
            path: paths.subscriberReports,
            lazy: async () => ({
              Component: (await import('./reports/ReportsPage')).ReportsPage,
            }),
          },
        ],
      },
    ],
  },
];
