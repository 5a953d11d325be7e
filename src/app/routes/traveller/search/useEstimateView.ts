import { useLingui } from '@/lib/i18n/react';
import type * as EstimateViewModule from '@/features/search/estimateView';
import { useLoaded } from '@/lib/useLoaded';

type EstimateView = typeof EstimateViewModule;

/** Kept once loaded: a later estimate of the visit needs no wait. */
let loaded: EstimateView | null = null;

function loadEstimateView(): Promise<EstimateView> {
  return import('@/features/search/estimateView').then((view) => {
    loaded = view;
    return view;
  });
}

/**
 * The estimate's selectors, loaded the first time an estimate is set: most searches never set
 * one, and /search is the traveller's first load (npm run size). Null while loading; a failed
 * load (offline) leaves the cards without figures, the results still usable.
 */
export function useEstimateView(needed: boolean): EstimateView | null {
  // Its selectors write words in the language of the moment: the page reads them again on a switch.
  useLingui();
  const view = useLoaded(needed, loadEstimateView, loaded);
  return view.status === 'loaded' ? view.value : null;
}
