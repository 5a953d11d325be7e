import { Trans } from '@lingui/react/macro';
import { geoIdentity, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import { fitRoute } from './fit';
import { layoutRoute, MARKER_RADIUS, STOP_RADIUS, type PlaceMark } from './layout';
import { routeName, type Route } from './route';
import { stateShapes, statesInView } from './usStates';

interface RouteMapProps {
  route: Route;
  /** The view, in pixels of its box (RoutePanel measures it). */
  width: number;
  height: number;
  /** The labels' language: the drawing is made again when it changes ("180 mi"). */
  locale: string;
}

/** Room kept around the route for the labels, as a share of the view's smaller side. */
const MARGIN = 0.14;

function Marker({ place }: { place: PlaceMark }) {
  const { x, y } = place;
  if (place.role === 'stop') {
    return (
      <g className="route-map__marker route-map__marker--stop">
        <circle cx={x} cy={y} r={STOP_RADIUS} />
        <text x={x} y={y} dy="0.35em" textAnchor="middle" className="route-map__number">
          {place.number}
        </text>
      </g>
    );
  }
  if (place.role === 'departure') {
    const side = MARKER_RADIUS * 1.7;
    return (
      <rect
        className="route-map__marker route-map__marker--departure"
        x={x - side / 2}
        y={y - side / 2}
        width={side}
        height={side}
      />
    );
  }
  const r = MARKER_RADIUS + 2;
  return (
    <polygon
      className="route-map__marker route-map__marker--destination"
      points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`}
    />
  );
}

/**
 * The route on a map of the states around it (issue 29), drawn in the browser from us-atlas:
 * the departure (a square), the numbered stops and the destination (a diamond) as markers, the
 * legs as arcs with their road miles, the way back of a round trip dashed. One image for
 * assistive technology, named with the route in words (the legs are also listed beside it); it
 * takes no focus. Its own chunk, with d3-geo, topojson-client and the outlines.
 */
export function RouteMap({ route, width, height, locale }: RouteMapProps) {
  const drawing = useMemo(() => {
    const margin = Math.round(Math.min(width, height) * MARGIN);
    const view = fitRoute(route.places, width, height, margin);
    if (!view) return null;
    const { scale, x0, y0 } = view.atlas;
    const outline = geoPath(
      geoIdentity()
        .scale(scale)
        .translate([x0, y0])
        .clipExtent([
          [-4, -4],
          [width + 4, height + 4],
        ]),
    ).digits(1);
    const states = statesInView(view, stateShapes()).map((state) => ({
      name: state.name,
      d: outline(state.shape) ?? '',
      // The middle of the part in view (the outline is clipped to it).
      middle: outline.centroid(state.shape),
    }));
    const layout = layoutRoute(
      route,
      view,
      states
        .filter(({ middle: [x, y] }) => Number.isFinite(x) && Number.isFinite(y))
        // Each state's label in the visitor's language ("Nuevo México"), measured as shown.
        .map(({ name, middle: [x, y] }) => ({ name: vocabularyName('region', name), x, y })),
    );
    if (!layout) return null;
    return { states, layout };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels are written in `locale`
  }, [route, width, height, locale]);

  if (!drawing) {
    return (
      <p className="route-map__note">
        <Trans>This route lies outside the map of the states.</Trans>
      </p>
    );
  }
  const { states, layout } = drawing;
  return (
    <svg
      role="img"
      aria-label={routeName(route)}
      className="route-map__svg"
      viewBox={`0 0 ${width} ${height}`}
    >
      <rect className="route-map__ground" width={width} height={height} />
      <g className="route-map__states">
        {states.map((state) => (
          <path key={state.name} d={state.d} />
        ))}
      </g>
      <g className="route-map__areas">
        {layout.areas.map((area) => (
          <text key={area.text} x={Math.round(area.x)} y={Math.round(area.y)} textAnchor="middle">
            {area.text}
          </text>
        ))}
      </g>
      <g>
        {layout.legs.map((leg, index) => (
          <path
            key={index}
            className={leg.back ? 'route-map__leg route-map__leg--back' : 'route-map__leg'}
            d={leg.d}
          />
        ))}
      </g>
      <g>
        {layout.places.map((place, index) => (
          <Marker key={index} place={place} />
        ))}
      </g>
      <g className="route-map__labels">
        {[
          ...layout.legs.map((leg) => ({ ...leg.label, kind: 'leg' })),
          ...layout.places.map((place) => ({ ...place.label, kind: 'place' })),
        ].map((label, index) => (
          <text
            key={index}
            x={Math.round(label.x)}
            y={Math.round(label.y)}
            textAnchor={label.anchor}
            className={`route-map__label route-map__label--${label.kind}`}
          >
            {label.text}
          </text>
        ))}
      </g>
    </svg>
  );
}
