import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import {
  arrayOf,
  boolean,
  ignore,
  integer,
  number,
  object,
  string,
  withDefault,
} from '@/lib/decode';
import type { UpgradePremium } from './types';

export const UPGRADE_FAILED = 'There was a problem loading your upgrade. Please try again later.';
export const PAY_BILL_FAILED = 'There was a problem paying your bill. Please try again later.';

const upgradePremium = object({
  bastNewPriceTotal: number,
  baseCurrentPriceTotal: number,
  haveBankCardAdded: withDefault(boolean, false),
  listingList: arrayOf(
    object({
      companyMetroId: integer,
      metroName: withDefault(string, ''),
      baseNewPrice: number,
      baseCurrentPrice: number,
    }),
  ),
});

/** GET /subscribers/listings/upgrade_to_premium (envelope b): the upgrade list and totals. */
export function getUpgradeToPremium(companyId: number): Promise<UpgradePremium> {
  return callApi(
    () =>
      api.get('/subscribers/listings/upgrade_to_premium', { params: { company_id: companyId } }),
    { fallback: UPGRADE_FAILED, envelope: 'status', decode: upgradePremium },
  );
}

/** GET /subscribers/self_pay_upgrade_to_premium (envelope b): pays the upgrade with the card on file. */
export function getSelfPayUpgradeToPremium(companyId: number): Promise<void> {
  return callApi(
    () =>
      api.get('/subscribers/self_pay_upgrade_to_premium', { params: { company_id: companyId } }),
    { fallback: PAY_BILL_FAILED, envelope: 'status', decode: ignore },
  );
}
