import { useMemo } from 'react';
import type * as EstimateViewModule from '@/features/search/estimateView';
import { useLingui } from '@/lib/i18n/react';
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
 * The view with new selector functions: react-redux keeps a selection while the store and the
 * selector stay the same, and the estimates' lines are words in the language of the moment
 * (estimateView's selectors take the language as an input), so a switch asks them again.
 */
function askedAgain(view: EstimateView): EstimateView {
  const fresh: Record<string, unknown> = { ...view };
  for (const [key, value] of Object.entries(view)) {
    if (typeof value === 'function') {
      const call = value as (...args: unknown[]) => unknown;
      fresh[key] = (...args: unknown[]) => call(...args);
    }
  }
  return fresh as EstimateView;
}

/**
 * The estimate's selectors, loaded the first time an estimate is set: most searches never set
 * one, and /search is the traveller's first load (npm run size). Null while loading; a failed
 * load (offline) leaves the cards without figures, the results still usable. A change of
 * language draws the page again with selectors that read it.
 */
export function useEstimateView(needed: boolean): EstimateView | null {
  const view = useLoaded(needed, loadEstimateView, loaded);
  const { i18n } = useLingui();
  const module = view.status === 'loaded' ? view.value : null;
  const locale = i18n.locale;
  return useMemo(
    () => (module && locale !== 'en' ? askedAgain(module) : module),
    // New selectors for each language.
    [module, locale],
  );
}
