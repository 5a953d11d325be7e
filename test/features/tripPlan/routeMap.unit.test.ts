import { atlasProjection, fitRoute, MIN_SPAN_DEGREES } from '@/features/tripPlan/map/fit';
import { layoutRoute, textBox, type Box } from '@/features/tripPlan/map/layout';
import { legInWords, routeName, routeOf } from '@/features/tripPlan/map/route';
import { stateShapes, statesInView } from '@/features/tripPlan/map/usStates';
import { greatCircleMiles, ROAD_FACTOR } from '@/features/tripPlan/tripMiles';
import type { LatLon, Place, TripPlan } from '@/features/tripPlan/types';
import { CENTRES } from './centres';

const CITY = CENTRES;

const place = (name: string, at: LatLon): Place => ({
  ...at,
  key: name,
  name,
  city: name.split(',')[0] ?? name,
  state: name.slice(-2),
  zip: '',
});

const plan = (stops: Place[], destination: Place): TripPlan => ({
  origin: { name: 'Spokane, WA', ...CITY.spokane },
  destination,
  stops,
  departureDate: '',
  returnDate: '',
});

const ELLENSBURG = place('Ellensburg, WA', CITY.ellensburg);
const SEATTLE = place('Seattle, WA', CITY.seattle);

const inside = ([x, y]: [number, number], box: Box) =>
  x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;

function stateBox(name: string): Box {
  const state = stateShapes().find((shape) => shape.name === name);
  if (!state) throw new Error(`${name} is not in the atlas`);
  const [[x0, y0], [x1, y1]] = state.bounds;
  return { x0, y0, x1, y1 };
}

describe('the projection (geoAlbersUsa, as us-atlas drew its outlines)', () => {
  it("puts the lower 48's reference point at the atlas frame's centre", () => {
    // geoAlbersUsa's lower 48 is d3's geoAlbers, centred on 96.6 W, 38.7 N.
    const [x, y] = atlasProjection()([-96.6, 38.7]) ?? [Number.NaN, Number.NaN];
    expect(x).toBeCloseTo(487.5, 6);
    expect(y).toBeCloseTo(305, 6);
  });

  it.each([
    ['spokane', 'Washington'],
    ['seattle', 'Washington'],
    ['dallas', 'Texas'],
    ['miami', 'Florida'],
    ['anchorage', 'Alaska'],
    ['honolulu', 'Hawaii'],
  ] as const)('projects %s into the outline of %s', (city, state) => {
    const point = atlasProjection()([CITY[city].longitude, CITY[city].latitude]);
    expect(point).not.toBeNull();
    expect(inside(point as [number, number], stateBox(state))).toBe(true);
  });

  it('draws east to the right and north up: Spokane east of Seattle, Dallas south of both', () => {
    const at = (city: LatLon) => atlasProjection()([city.longitude, city.latitude]) ?? [0, 0];
    expect(at(CITY.spokane)[0]).toBeGreaterThan(at(CITY.seattle)[0]);
    expect(at(CITY.dallas)[1]).toBeGreaterThan(at(CITY.spokane)[1]);
  });

  it('has no place for what lies outside the states (San Juan, Puerto Rico)', () => {
    expect(atlasProjection()([CITY.sanJuan.longitude, CITY.sanJuan.latitude])).toBeNull();
  });
});

describe('fitRoute', () => {
  const places = [CITY.spokane, CITY.ellensburg, CITY.seattle];

  it('fits the route within the margin of a 600 x 400 view, filling one side', () => {
    const view = fitRoute(places, 600, 400, 40);
    if (!view) throw new Error('no view');
    const points = places.map((city) => view.project(city) as [number, number]);
    for (const point of points) {
      expect(inside(point, { x0: 40, y0: 40, x1: 560, y1: 360 })).toBe(true);
    }
    // The route's frame (its places and at least MIN_SPAN_DEGREES around) touches two opposite
    // margins: the view is as close as it can be.
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const spanX = Math.max(...xs) - Math.min(...xs);
    const spanY = Math.max(...ys) - Math.min(...ys);
    expect(spanX).toBeGreaterThan(300);
    expect(spanY).toBeLessThan(320);
    // Centred, give or take the conic's curve of the frame around it.
    expect(Math.abs((Math.max(...xs) + Math.min(...xs)) / 2 - 300)).toBeLessThan(20);
  });

  it("maps the atlas's outlines onto the same view as the route's places", () => {
    const view = fitRoute(places, 320, 213, 30);
    if (!view) throw new Error('no view');
    const { scale, x0, y0 } = view.atlas;
    for (const city of Object.values(CITY).filter((city) => city !== CITY.sanJuan)) {
      const [ax, ay] = atlasProjection()([city.longitude, city.latitude]) ?? [0, 0];
      const [vx, vy] = view.project(city) ?? [0, 0];
      expect(ax * scale + x0).toBeCloseTo(vx, 6);
      expect(ay * scale + y0).toBeCloseTo(vy, 6);
    }
  });

  it(`shows at least ${MIN_SPAN_DEGREES} degrees around a trip across town`, () => {
    const near = { latitude: CITY.spokane.latitude + 0.05, longitude: CITY.spokane.longitude };
    const view = fitRoute([CITY.spokane, near], 600, 400, 40);
    if (!view) throw new Error('no view');
    const [, y1] = view.project(CITY.spokane) ?? [0, 0];
    const [, y2] = view.project(near) ?? [0, 0];
    // 0.05 degrees of 2 (or more) on screen: a few pixels, not the whole view.
    expect(Math.abs(y2 - y1)).toBeLessThan((320 * 0.05) / MIN_SPAN_DEGREES + 1);
  });

  it('draws only the states the view reaches', () => {
    const view = fitRoute(places, 600, 400, 40);
    if (!view) throw new Error('no view');
    const names = statesInView(view, stateShapes()).map((state) => state.name);
    expect(names).toContain('Washington');
    expect(names).toContain('Idaho');
    expect(names).not.toContain('Texas');
    expect(names).not.toContain('Florida');
    expect(names.length).toBeLessThan(10);
  });

  it('gives no view for a place off the map, or no places', () => {
    expect(fitRoute([CITY.spokane, CITY.sanJuan], 600, 400, 40)).toBeNull();
    expect(fitRoute([], 600, 400, 40)).toBeNull();
  });
});

describe('the route in words', () => {
  it('measures each leg as the estimate does: great-circle miles x ROAD_FACTOR', () => {
    const route = routeOf(plan([ELLENSBURG], SEATTLE), true);
    if (!route) throw new Error('no route');
    expect(route.places.map((stop) => [stop.role, stop.number])).toEqual([
      ['departure', 0],
      ['stop', 1],
      ['destination', 0],
    ]);
    expect(route.legs.map((leg) => leg.back)).toEqual([false, false, true]);
    expect(route.legs[0]?.miles).toBeCloseTo(
      greatCircleMiles(CITY.spokane, CITY.ellensburg) * ROAD_FACTOR,
      6,
    );
    expect(route.legs[2]?.miles).toBeCloseTo(
      greatCircleMiles(CITY.seattle, CITY.spokane) * ROAD_FACTOR,
      6,
    );
  });

  it('names the route and its legs with the rounded miles', () => {
    const route = routeOf(plan([ELLENSBURG], SEATTLE), true);
    if (!route) throw new Error('no route');
    // 147, 88 and 228 miles straight-line: x 1.2 = 176, 106 and 274, rounded to tens.
    expect(routeName(route)).toBe(
      'Route: Spokane, WA to Ellensburg, WA, about 180 miles; to Seattle, WA, about 110 miles; and back, about 270 miles',
    );
    expect(route.legs.map(legInWords)).toEqual([
      'Spokane, WA to Ellensburg, WA: about 180 miles',
      'Ellensburg, WA to Seattle, WA: about 110 miles',
      'Seattle, WA back to Spokane, WA: about 270 miles',
    ]);
    const oneWay = routeOf(plan([], SEATTLE), false);
    expect(oneWay && routeName(oneWay)).toBe('Route: Spokane, WA to Seattle, WA, about 270 miles');
  });

  it('has no route without a departure point', () => {
    expect(routeOf({ ...plan([], SEATTLE), origin: null }, false)).toBeNull();
  });
});

describe('layoutRoute', () => {
  const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

  it.each([
    [600, 400],
    [288, 192],
  ])('keeps the labels apart and inside a %i x %i view', (width, height) => {
    const route = routeOf(plan([ELLENSBURG], SEATTLE), true);
    const view = fitRoute(route?.places ?? [], width, height, Math.round(height * 0.14));
    if (!route || !view) throw new Error('no view');
    const layout = layoutRoute(route, view);
    if (!layout) throw new Error('no layout');
    const boxes = [...layout.places, ...layout.legs].map((mark) => textBox(mark.label));
    boxes.forEach((box, index) => {
      expect(box.x0).toBeGreaterThanOrEqual(0);
      expect(box.x1).toBeLessThanOrEqual(width);
      expect(box.y0).toBeGreaterThanOrEqual(0);
      expect(box.y1).toBeLessThanOrEqual(height);
      for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
    });
    expect(layout.legs.map((leg) => leg.label.text)).toEqual(['180 mi', '110 mi', '270 mi']);
  });

  it("writes a state's name only where it covers nothing and stays in the view", () => {
    const route = routeOf(plan([ELLENSBURG], SEATTLE), true);
    const view = fitRoute(route?.places ?? [], 600, 400, 56);
    if (!route || !view) throw new Error('no view');
    const [x, y] = view.project(CITY.spokane) ?? [0, 0];
    const layout = layoutRoute(route, view, [
      { name: 'Over Spokane', x, y },
      { name: 'Free', x: 300, y: 360 },
      { name: 'Off the edge', x: 599, y: 200 },
    ]);
    expect(layout?.areas.map((area) => area.text)).toEqual(['Free']);
  });

  it('bows the way back of an out-and-back trip to the other side of the way out', () => {
    const route = routeOf(plan([], SEATTLE), true);
    const view = fitRoute(route?.places ?? [], 600, 400, 56);
    if (!route || !view) throw new Error('no view');
    const layout = layoutRoute(route, view);
    const control = (d: string) => Number(/Q[\d.]+,([\d.]+)/.exec(d)?.[1]);
    const [out, back] = layout?.legs ?? [];
    const [, fromY] = view.project(CITY.spokane) ?? [0, 0];
    const [, toY] = view.project(CITY.seattle) ?? [0, 0];
    const chord = (fromY + toY) / 2;
    // One control point above the straight line, the other below it.
    expect(Math.sign(control(out?.d ?? '') - chord)).toBe(
      -Math.sign(control(back?.d ?? '') - chord),
    );
  });
});
