/** Every route path of the app, and a builder for each one that takes parameters. */
export const paths = {
  home: '/',
  join: '/join',
  notFound: '/notfound',
  terms: '/terms-and-conditions',
  forgot: '/forgot',
  forgotPassword: '/subscribers/forgot-password',
  unauthenticated: '/subscribers/unauthenticated',
  search: '/search/:city?/:state?',
  review: '/review',
  confirmation: '/confirmation',
  /** Companies side by side: ?ids= company metro ids, plus where they were found. */
  compare: '/compare',
  /** The trip sheet (issue 35): the whole plan in its query string (features/tripSheet). */
  trip: '/trip',
  userSubscribe: '/users/subscribe',
  userQuoteHistory: '/users/quote-history',
  userMessages: '/users/messages',
  userMyAccount: '/users/my-account',
  subscriberSubscribe: '/subscribers/subscribe',
  subscriberSubscribeConfirm: '/subscribers/subscribeConfirm',
  subscriberSubscribePayment: '/subscribers/subscribePayment',
  subscriberMyAccount: '/subscribers/my-account',
  subscriberCompany: '/subscribers/company/:showNewAccountModal?',
  /** The company page with the registration-confirmation modal open. */
  subscriberCompanyNew: '/subscribers/company/new',
  subscriberListings: '/subscribers/listings',
  subscriberListingEdit: '/subscribers/listings/:companyMetroId',
  subscriberBidListings: '/subscribers/bidListings',
  subscriberBid: '/subscribers/bid/:companyMetroId',
  subscriberPayments: '/subscribers/payments',
  subscriberMessages: '/subscribers/messages',
  subscriberReviews: '/subscribers/reviews',
  subscriberReports: '/subscribers/reports',
  /** Titled Invoice: the spec's path. */
  subscriberInvoice: '/subscribers/crash',
  subscriberInit: [
    '/subscribers/init',
    '/subscribers/init2',
    '/subscribers/init3',
    '/subscribers/init4',
    '/subscribers/init5',
  ],
  chargeArrears: '/charge_arrears/:secretKey',
  adminReports: '/admin/reports',
} as const;

export function searchPath(city?: string, state?: string): string {
  if (!city) return '/search';
  const base = `/search/${encodeURIComponent(city)}`;
  return state ? `${base}/${encodeURIComponent(state)}` : base;
}

export function chargeArrearsPath(arrearsId: string): string {
  return `/charge_arrears/${encodeURIComponent(arrearsId)}`;
}

/** One metro listing's edit page (the Edit of the listings table, a paid metro). */
export function listingEditPath(companyMetroId: number): string {
  return `/subscribers/listings/${companyMetroId}`;
}

/** One metro listing's Bid For Placement page. */
export function bidPath(companyMetroId: number): string {
  return `/subscribers/bid/${companyMetroId}`;
}

/** Setup progress 1-5 sends a subscriber to the matching wizard step; anything else to listings. */
export function setupStepPath(progress: unknown): string {
  if (
    typeof progress === 'number' &&
    Number.isInteger(progress) &&
    progress >= 1 &&
    progress <= 5
  ) {
    return paths.subscriberInit[progress - 1];
  }
  return paths.subscriberListings;
}

/**
 * The pages the offline worker answers with the app's page, from its precache, when a visitor
 * navigates to them (build/offline.ts turns them into Workbox's navigateFallbackAllowlist): the
 * public, traveller and traveller-account pages, whose code it precaches. Operator and admin
 * pages are not among them (their code is deliberately not precached), nor is any API path: those
 * navigations go to the network and get the page of the build deployed now.
 * test/app/offline/navigationAllowlist.test.ts holds this to the route trees.
 */
export const OFFLINE_PAGES = [
  'home',
  'join',
  'notFound',
  'terms',
  'forgot',
  'forgotPassword',
  'unauthenticated',
  'search',
  'review',
  'confirmation',
  'compare',
  'trip',
  'userSubscribe',
  'userQuoteHistory',
  'userMessages',
  'userMyAccount',
] as const satisfies readonly (keyof typeof paths)[];
