import { Trans, useLingui } from '@lingui/react/macro';
import './RouteMap.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useElementWidth } from '@/lib/useElementWidth';
import { loadedRouteMap, loadRouteMap } from './loadRouteMap';
import { legInWords, routeOf, type Route } from './route';
import type * as RouteMapModule from './RouteMap';
import type { TripPlan } from '../types';

type MapModule = typeof RouteMapModule;

/** The map's module, null while it loads; 'failed' when it could not be (offline). */
function useRouteMap(): MapModule | 'failed' | null {
  const [module, setModule] = useState<MapModule | 'failed' | null>(loadedRouteMap);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadRouteMap().then(
      (next) => {
        if (current) setModule(next);
      },
      () => {
        if (current) setModule('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}

/** Before the box is measured (or where nothing measures, as in tests): a desktop's width. */
const DEFAULT_WIDTH = 560;

/** The map's box: its room is kept (an aspect-ratio box) while the map's chunk loads. */
function RouteBox({ route, locale }: { route: Route; locale: string }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, DEFAULT_WIDTH);
  const map = useRouteMap();
  return (
    <div ref={box} className="route-map__box">
      {map === 'failed' && (
        <p className="route-map__note">
          <Trans>The map could not be loaded.</Trans>
        </p>
      )}
      {map && map !== 'failed' && (
        <map.RouteMap
          route={route}
          locale={locale}
          width={width}
          height={Math.round((width * 2) / 3)}
        />
      )}
    </div>
  );
}

interface RouteViewProps {
  plan: TripPlan;
  roundTrip: boolean;
  /** The legs in words beside the map; false where the page lists them itself (the trip sheet). */
  legs?: boolean;
}

/** A plan's route on the map with its legs in words (the search's plan, or a trip sheet's). */
export function RouteView({ plan, roundTrip, legs = true }: RouteViewProps) {
  const { i18n } = useLingui();
  const route = useMemo(() => routeOf(plan, roundTrip), [plan, roundTrip]);
  const legsId = useId();
  if (!route) return null;
  if (!legs) {
    return (
      <div className="route-panel route-panel--map-only">
        <RouteBox route={route} locale={i18n.locale} />
        <p className="small text-body-secondary mt-1 mb-0">
          <Trans>State outlines from the US Census Bureau (us-atlas).</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="route-panel row g-3 mt-0">
      <div className="col-md-7 col-lg-6">
        <RouteBox route={route} locale={i18n.locale} />
      </div>
      <div className="col-md-5 col-lg-6 small">
        <p id={legsId} className="fw-semibold mb-1">
          <Trans>Legs of the trip</Trans>
        </p>
        <ol aria-labelledby={legsId} className="ps-3 mb-2">
          {route.legs.map((leg, index) => (
            <li key={index}>{legInWords(leg)}</li>
          ))}
        </ol>
        <p className="text-body-secondary mb-0">
          <Trans>
            Road miles: straight-line miles x 1.2. State outlines from the US Census Bureau
            (us-atlas).
          </Trans>
        </p>
      </div>
    </div>
  );
}
