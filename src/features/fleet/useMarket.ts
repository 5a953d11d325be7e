import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fetchMarket, selectMarket } from './fleetSlice';
import { marketRates } from './marketRates';
import type { MarketRate } from './types';

/** Where to compare with: a metro, and the operator's own listing there (not "the market"). */
export interface MarketContext {
  city: string;
  state: string;
  /** The operator's listing in that metro, when known (the search lists it among the others). */
  companyMetroId?: number;
  /**
   * The operator's company name, where no listing id is at hand (the company page, the setup
   * wizard): the caller has the profile, so the listing screens need not load the company slice.
   */
  ownName?: string;
}

/**
 * The market rates of a metro per bus type, fetched once per metro and cached in the fleet
 * slice. Null while loading, after a failure, or without a metro: the hint is then hidden and
 * nothing else waits for it. The operator's own company is left out by its listing id and by
 * its company name (the company page does not know its listing ids).
 */
export function useMarketRates(context: MarketContext | null): Map<number, MarketRate> | null {
  const dispatch = useAppDispatch();
  const city = context?.city ?? '';
  const state = context?.state ?? '';
  const ownListing = context?.companyMetroId;
  const ownName = context?.ownName ?? '';
  const market = useAppSelector((root) => selectMarket(root, city, state));

  useEffect(() => {
    if (city && state) void dispatch(fetchMarket({ city, state }));
  }, [dispatch, city, state]);

  return useMemo(() => {
    if (!city || !state || market.fetch.status !== 'succeeded') return null;
    return marketRates(market.companies, {
      companyMetroIds: ownListing === undefined ? [] : [ownListing],
      names: ownName ? [ownName] : [],
    });
  }, [city, state, market, ownListing, ownName]);
}
