import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { UpgradePremium } from './types';

export const UPGRADE_FAILED = 'There was a problem loading your upgrade. Please try again later.';
export const PAY_BILL_FAILED = 'There was a problem paying your bill. Please try again later.';

const upgradePremium = d.object({
  bastNewPriceTotal: d.number,
  baseCurrentPriceTotal: d.number,
  haveBankCardAdded: d.withDefault(d.boolean, false),
  listingList: d.arrayOf(
    d.object({
      companyMetroId: d.integer,
      metroName: d.withDefault(d.string, ''),
      baseNewPrice: d.number,
      baseCurrentPrice: d.number,
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
    { fallback: PAY_BILL_FAILED, envelope: 'status', decode: d.ignore },
  );
}
