import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import { sumMoney } from '@/lib/money';
import type { MileRadius } from '@/features/listings/constants';
import {
  ADD_METRO_FAILED,
  FIND_METROS_FAILED,
  listingRow,
  LISTINGS_FAILED,
  LOCATIONS_FAILED,
  metroOption,
  REMOVE_METRO_FAILED,
  type ListingChange,
} from '@/features/listings/listingsApi';
import type { LocationOption, MetroOption } from '@/features/listings/types';
import type { MetroListingSummary, WizardMetroAddress } from './metrosStep';

/**
 * Step 3's calls (the wizard tag, envelope b). They answer the shapes of the listings tag's own
 * calls, so the rows and metros are read with its decoders, and its failure texts are shown.
 */

const THIRD = '/company/progress/third/step';

/** The spec shows no message when Next fails; the text is kept for the request state only. */
const NEXT_FAILED = 'Your setup could not move on. Please try again.';

/** GET .../listing?companyId: the Metro Listing and its Total Billing (added up if not sent). */
export function getWizardListings(companyId: number): Promise<MetroListingSummary> {
  return callApi(() => api.get(`${THIRD}/listing`, { params: { companyId } }), {
    fallback: LISTINGS_FAILED,
    envelope: 'status',
    decode: (result) => {
      const { listing, totalBillingAmount } = d.object({
        listing: d.withDefault(d.arrayOf(listingRow), []),
        totalBillingAmount: d.optional(d.number),
      })(result ?? {});
      const total = totalBillingAmount ?? sumMoney(listing.map((row) => row.costValue));
      return { listings: listing, totalBilling: total };
    },
  });
}

/** POST .../search: the cities matching what was typed. */
export function postWizardLocationSearch(
  term: string,
  signal?: AbortSignal,
): Promise<LocationOption[]> {
  return callApi(() => api.post(`${THIRD}/search`, { term }, { signal }), {
    fallback: LOCATIONS_FAILED,
    envelope: 'status',
    decode: d.arrayOf(d.object({ id: d.integer, name: d.string })),
  });
}

/** POST .../findmetros: the metros within the radius of a city. */
export function postWizardFindMetros(
  cityId: number,
  mileRadius: MileRadius,
  companyId: number,
  signal?: AbortSignal,
): Promise<MetroOption[]> {
  return callApi(
    () => api.post(`${THIRD}/findmetros`, { cityId, mileRadius, companyId }, { signal }),
    { fallback: FIND_METROS_FAILED, envelope: 'status', decode: d.arrayOf(metroOption) },
  );
}

/**
 * POST .../addmetro: the account area's fields plus the modal's address (no validation: sent as
 * typed, the phone as its digits). Answers the new listing's id when the server sends it.
 */
export function postWizardAddMetro(
  metro: Pick<MetroOption, 'id' | 'baseRate'>,
  address: WizardMetroAddress,
  { companyId, companyName }: ListingChange,
): Promise<number | null> {
  return callApi(
    () =>
      api.post(`${THIRD}/addmetro`, {
        metroId: metro.id,
        baseRate: metro.baseRate,
        companyId,
        companyName,
        city: address.city,
        address: address.address,
        addressLine: address.addressLine,
        stateProvince: address.state,
        country: address.country,
        phone: address.phone.replace(/\D/g, ''),
      }),
    {
      fallback: ADD_METRO_FAILED,
      envelope: 'status',
      decode: (result) =>
        d.optional(d.object({ companyMetroId: d.optional(d.integer) }))(result)?.companyMetroId ??
        null,
    },
  );
}

/** POST .../removemetro: the metro leaves the Metro Listing. */
export function postWizardRemoveMetro(
  companyMetroId: number,
  { companyId, companyName }: ListingChange,
): Promise<void> {
  return callApi(
    () => api.post(`${THIRD}/removemetro`, { companyMetroId, companyId, companyName }),
    { fallback: REMOVE_METRO_FAILED, envelope: 'status', decode: d.ignore },
  );
}

/** POST /company/progress/update/setup/third/index?companyId (no body): step 3 is done. */
export function postCompleteMetrosStep(companyId: number): Promise<void> {
  return callApi(
    () =>
      api.post('/company/progress/update/setup/third/index', undefined, { params: { companyId } }),
    { fallback: NEXT_FAILED, envelope: 'status', decode: d.ignore },
  );
}
