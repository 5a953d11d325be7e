import { api, paymentsApi } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError } from '@/lib/apiError';
import { d, type Decoder } from '@/lib/decode';
import { formatMoney, sumMoney } from '@/lib/money';
import { PAY_FAIL, PAY_NETWORK_ERROR, type MileRadius } from './constants';
import {
  LISTING_STATUSES,
  type ListingBilling,
  type ListingsOverview,
  type ListingTotals,
  type LocationOption,
  type MetroListing,
  type MetroOption,
} from './types';

export const LISTINGS_FAILED = 'There was a problem loading your listings. Please try again later.';
export const PENDING_FAILED = 'There was a problem loading your invoice. Please try again later.';
export const RECOMMENDED_FAILED =
  'There was a problem loading the recommended metros. Please try again later.';
export const LOCATIONS_FAILED = 'There was a problem finding cities. Please try again later.';
export const FIND_METROS_FAILED = 'There was a problem finding metros. Please try again later.';
export const ADD_METRO_FAILED = 'There was a problem adding this metro. Please try again later.';
export const REMOVE_METRO_FAILED =
  'There was a problem removing this metro. Please try again later.';

/** One MetroListingRow (the listings table, the setup wizard's Metro Listing and payment step). */
export const listingRow = d.map(
  d.object({
    companyMetroId: d.integer,
    metroId: d.integer,
    metroName: d.string,
    city: d.withDefault(d.string, ''),
    state: d.withDefault(d.string, ''),
    position: d.withDefault(d.string, '--'),
    cost: d.optional(d.string),
    costValue: d.withDefault(d.number, 0),
    costCycle: d.withDefault(d.string, ''),
    payTotal: d.withDefault(d.number, 0),
    status: d.literal(...LISTING_STATUSES),
  }),
  ({ cost, ...row }): MetroListing => ({ ...row, cost: cost ?? formatMoney(row.costValue) }),
);

const totalsOf = d.object({
  metros: d.integer,
  metroCosts: d.number,
  listingFee: d.withDefault(d.number, 0),
  totalFees: d.number,
});

/** The totals the server sent, or the same figures added up from the rows (decimal-safe). */
function totalsFrom(sent: unknown, listings: readonly MetroListing[]): ListingTotals {
  const totals = d.optional(totalsOf)(sent);
  if (totals) return totals;
  const metroCosts = sumMoney(listings.map((row) => row.costValue));
  return { metros: listings.length, metroCosts, listingFee: 0, totalFees: metroCosts };
}

/** A field that may be absent: null then, never undefined. */
const maybe = <T>(decoder: Decoder<T>): Decoder<T | null> =>
  d.map(d.optional(decoder), (value) => value ?? null);

const billingOf: Decoder<ListingBilling> = d.object({
  // Absent flags do not block anyone: the server refuses the add with its own text if needed.
  companyApproved: d.withDefault(d.boolean, true),
  paymentsAvailable: d.withDefault(d.boolean, true),
  today: maybe(d.string),
  nextRecurringDate: maybe(d.string),
  discountRate: d.withDefault(d.number, 0),
  proratedTotalAmount: maybe(d.number),
  proratedBillingAmount: maybe(d.number),
  totalBillingAmount: maybe(d.number),
});

const overview: Decoder<ListingsOverview> = (body) => {
  const { listings } = d.object({ listings: d.arrayOf(listingRow) })(body);
  const record = body as Record<string, unknown>;
  return { listings, totals: totalsFrom(record.totals, listings), billing: billingOf(body) };
};

/** GET /subscribers/listings (envelope a): the listings table, its totals and the billing facts. */
export function getListings(companyId: number): Promise<ListingsOverview> {
  return callApi(() => api.get('/subscribers/listings', { params: { company_id: companyId } }), {
    fallback: LISTINGS_FAILED,
    decode: overview,
  });
}

/** GET /subscribers/listings_pending (envelope a): the invoice's metros waiting for payment. */
export function getPendingListings(companyId: number): Promise<ListingsOverview> {
  return callApi(
    () => api.get('/subscribers/listings_pending', { params: { company_id: companyId } }),
    { fallback: PENDING_FAILED, decode: overview },
  );
}

/** One RecommendedMetro (the Recommend table, a radius search; the wizard's too). */
export const metroOption: Decoder<MetroOption> = d.object({
  id: d.integer,
  city: d.string,
  state: d.string,
  baseRate: d.number,
  position: d.withDefault(d.string, ''),
});

const metros = (body: unknown) => d.object({ metros: d.arrayOf(metroOption) })(body).metros;

/** GET /subscribers/listings/recommend/metros (envelope a): the Recommend table. */
export function getRecommendedMetros(companyId: number): Promise<MetroOption[]> {
  return callApi(
    () => api.get('/subscribers/listings/recommend/metros', { params: { companyId } }),
    { fallback: RECOMMENDED_FAILED, decode: metros },
  );
}

/** POST /subscribers/listings/search (envelope a): the cities matching what was typed. */
export function postLocationSearch(term: string, signal?: AbortSignal): Promise<LocationOption[]> {
  return callApi(() => api.post('/subscribers/listings/search', { term }, { signal }), {
    fallback: LOCATIONS_FAILED,
    decode: (body) =>
      d.object({ locations: d.arrayOf(d.object({ id: d.integer, name: d.string })) })(body)
        .locations,
  });
}

/** POST /subscribers/listings/findmetros (envelope a): the metros within the radius of a city. */
export function postFindMetros(
  cityId: number,
  mileRadius: MileRadius,
  signal?: AbortSignal,
): Promise<MetroOption[]> {
  return callApi(
    () => api.post('/subscribers/listings/findmetros', { cityId, mileRadius }, { signal }),
    { fallback: FIND_METROS_FAILED, decode: metros },
  );
}

export interface ListingChange {
  companyId: number;
  companyName: string;
}

/** POST /subscribers/listings/addmetro (envelope a): the new listing's id, when sent. */
export function postAddMetro(
  metro: Pick<MetroOption, 'id' | 'baseRate'>,
  { companyId, companyName }: ListingChange,
): Promise<number | null> {
  return callApi(
    () =>
      api.post('/subscribers/listings/addmetro', {
        metroId: metro.id,
        baseRate: metro.baseRate,
        companyId,
        companyName,
      }),
    {
      fallback: ADD_METRO_FAILED,
      decode: (body) =>
        d.object({ companyMetroId: d.optional(d.integer) })(body).companyMetroId ?? null,
    },
  );
}

/** POST /subscribers/listings/removemetro (envelope a): the listing becomes Pending Removal. */
export function postRemoveMetro(
  companyMetroId: number,
  { companyId, companyName }: ListingChange,
): Promise<void> {
  return callApi(
    () => api.post('/subscribers/listings/removemetro', { companyMetroId, companyId, companyName }),
    { fallback: REMOVE_METRO_FAILED, decode: d.ignore },
  );
}

/**
 * A pay call (payments host, envelope a). The spec's texts: the server's message or "Pay Fail!"
 * when it refuses, "NetWork Error" for any answer that is not HTTP 200 (or none at all).
 */
async function pay(send: () => Promise<{ data: unknown }>): Promise<void> {
  try {
    await callApi(send, { fallback: PAY_FAIL, decode: d.ignore });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 200) {
      throw new ApiError(error.status, null, PAY_NETWORK_ERROR);
    }
    throw error;
  }
}

/** POST {payments}/self_pay: pays one pending metro with the card on file. */
export function postSelfPay(companyMetroId: number, companyId: number): Promise<void> {
  return pay(() => paymentsApi.post('/self_pay', { companyMetroId, companyId }));
}

/** POST {payments}/self_pay_multiple: pays every pending metro of the invoice at once. */
export function postSelfPayMultiple(companyMetroIds: number[], companyId: number): Promise<void> {
  return pay(() => paymentsApi.post('/self_pay_multiple', { companyMetroIds, companyId }));
}
