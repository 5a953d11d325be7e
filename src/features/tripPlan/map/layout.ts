import { t } from '@lingui/core/macro';
import { roughMiles } from '../tripMiles';
import type { MapView } from './fit';
import type { Route, RouteRole } from './route';

/**
 * Where the route map puts its marks, in view units (one a pixel: the map's view is as wide as
 * its box, so its text keeps one size on a phone and a desktop). Each leg is a gentle arc bowed
 * away from the middle of the route's places, so the legs of a loop do not cross (a leg through
 * the middle bows to the right of its direction: the way back of an out-and-back trip never
 * covers the way out); its
 * miles sit beside the arc's middle. Labels take the first of their candidate spots that keeps
 * clear of the view's edges, the markers, the arcs and the labels placed before them.
 */

export interface TextMark {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  text: string;
}

export interface LegMark {
  /** The arc as an SVG path. */
  d: string;
  back: boolean;
  label: TextMark;
}

export interface PlaceMark {
  x: number;
  y: number;
  role: RouteRole;
  number: number;
  label: TextMark;
}

export interface RouteLayout {
  legs: LegMark[];
  places: PlaceMark[];
  /** The names of the states around, where they fit without covering the route. */
  areas: TextMark[];
}

/** A state's name to write where its shape's middle shows, if there is room. */
export interface AreaName {
  name: string;
  /** The middle of the state's part in the view. */
  x: number;
  y: number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The text size of the map's labels, in view units (pixels); the states' names are smaller. */
export const LABEL_SIZE = 13;
export const AREA_LABEL_SIZE = 12;
/** A marker's radius; a stop's marker carries its number. */
export const MARKER_RADIUS = 7;
export const STOP_RADIUS = 9;
/** Average width of a character of the labels, in ems (a bold sans-serif: on the wide side). */
const CHAR_WIDTH = 0.6;

/** The box a label's text covers, from its anchor point (the baseline). */
export function textBox(mark: TextMark, size = LABEL_SIZE): Box {
  const width = mark.text.length * CHAR_WIDTH * size;
  const x0 =
    mark.anchor === 'start' ? mark.x : mark.anchor === 'end' ? mark.x - width : mark.x - width / 2;
  return { x0, y0: mark.y - size * 0.8, x1: x0 + width, y1: mark.y + size * 0.25 };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return width > 0 && height > 0 ? width * height : 0;
}

/** How far a box reaches outside the view, as an area. */
function outside(box: Box, view: Box): number {
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  const inside = overlap(box, view);
  return area - inside;
}

/** Room a label would cover, and how much covering it costs: another label's most of all. */
export interface Taken extends Box {
  weight: number;
}

const LABEL_WEIGHT = 10;
const MARKER_WEIGHT = 4;
const LINE_WEIGHT = 1;

/**
 * The first candidate whose box overlaps nothing taken and stays in the view, else the one
 * that covers the least (weighted: a label over a label worst, then over a marker, then over a
 * line, which the labels' halo keeps readable). Its box is then taken.
 */
export function placeLabel(candidates: readonly TextMark[], taken: Taken[], view: Box): TextMark {
  let best = candidates[0];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const box = textBox(candidate);
    const cost =
      LABEL_WEIGHT * outside(box, view) +
      taken.reduce((sum, other) => sum + other.weight * overlap(box, other), 0);
    if (cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  if (!best) throw new Error('A label needs a spot to go');
  taken.push({ ...textBox(best), weight: LABEL_WEIGHT });
  return best;
}

interface Arc {
  from: [number, number];
  control: [number, number];
  to: [number, number];
  /** Unit normal to the side the arc bows to, away from the route's middle. */
  normal: [number, number];
  /** How far the arc's middle stands off the straight line. */
  bow: number;
}

/**
 * A leg's arc: a quadratic curve bowed by 12% of its length (at most 36 units), away from
 * `centre`; to the right of its direction (y grows downwards) when the centre is on its line.
 */
function arcOf(from: [number, number], to: [number, number], centre: [number, number]): Arc {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  const right: [number, number] = length > 0 ? [-dy / length, dx / length] : [0, -1];
  // How far the centre lies to the right of the leg's line.
  const side = (centre[0] - from[0]) * right[0] + (centre[1] - from[1]) * right[1];
  const normal: [number, number] = side > 1 ? [-right[0], -right[1]] : right;
  const bow = Math.min(length * 0.12, 36);
  const middle = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2] as const;
  // A quadratic curve's middle lies halfway between the chord's middle and the control point.
  const control: [number, number] = [
    middle[0] + normal[0] * bow * 2,
    middle[1] + normal[1] * bow * 2,
  ];
  return { from, control, to, normal, bow };
}

function pointOnArc({ from, control, to }: Arc, t: number): [number, number] {
  const u = 1 - t;
  return [
    u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
    u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
  ];
}

const round = (value: number) => Math.round(value * 10) / 10;

const square = (x: number, y: number, half: number, weight: number): Taken => ({
  x0: x - half,
  y0: y - half,
  x1: x + half,
  y1: y + half,
  weight,
});

/**
 * The marks of a route in a view; null when a place lies outside the projection. The states'
 * names come last, each only where it covers nothing and stays in the view.
 */
export function layoutRoute(
  route: Route,
  view: MapView,
  areaNames: readonly AreaName[] = [],
): RouteLayout | null {
  const points = route.places.map((place) => view.project(place));
  if (points.some((point) => point === null)) return null;
  const at = (index: number) => points[index] as [number, number];
  const frame: Box = { x0: 2, y0: 2, x1: view.width - 2, y1: view.height - 2 };

  const centre: [number, number] = [
    points.reduce((sum, point) => sum + (point?.[0] ?? 0), 0) / points.length,
    points.reduce((sum, point) => sum + (point?.[1] ?? 0), 0) / points.length,
  ];
  const legs = route.legs.map((leg) => {
    const from = at(route.places.indexOf(leg.from));
    const to = at(route.places.indexOf(leg.to));
    return { leg, arc: arcOf(from, to, centre) };
  });
  // What labels keep clear of: the markers, and points along every arc.
  const taken: Taken[] = points.map((point, index) => {
    const [x, y] = point as [number, number];
    const radius = route.places[index]?.role === 'stop' ? STOP_RADIUS : MARKER_RADIUS;
    return square(x, y, radius + 2, MARKER_WEIGHT);
  });
  for (const { arc } of legs) {
    const steps = Math.max(
      8,
      Math.ceil(Math.hypot(arc.to[0] - arc.from[0], arc.to[1] - arc.from[1]) / 10),
    );
    for (let step = 1; step < steps; step += 1) {
      const [x, y] = pointOnArc(arc, step / steps);
      taken.push(square(x, y, 2.5, LINE_WEIGHT));
    }
  }

  const gap = LABEL_SIZE * 0.35;
  const places = route.places.map((place, index): PlaceMark => {
    const [x, y] = at(index);
    const radius = (place.role === 'stop' ? STOP_RADIUS : MARKER_RADIUS) + 4;
    const candidates: TextMark[] = [
      { x: x + radius, y: y + gap, anchor: 'start', text: place.name },
      { x: x - radius, y: y + gap, anchor: 'end', text: place.name },
      { x, y: y - radius - 2, anchor: 'middle', text: place.name },
      { x, y: y + radius + LABEL_SIZE, anchor: 'middle', text: place.name },
      { x: x + radius, y: y - radius, anchor: 'start', text: place.name },
      { x: x - radius, y: y - radius, anchor: 'end', text: place.name },
      { x: x + radius, y: y + radius + gap * 2, anchor: 'start', text: place.name },
      { x: x - radius, y: y + radius + gap * 2, anchor: 'end', text: place.name },
    ];
    return {
      x: round(x),
      y: round(y),
      role: place.role,
      number: place.number,
      label: placeLabel(candidates, taken, frame),
    };
  });

  const legMarks = legs.map(({ leg, arc }): LegMark => {
    const miles = roughMiles(leg.miles);
    const text = t`${miles} mi`;
    const candidates: TextMark[] = [];
    for (const t of [0.5, 0.4, 0.6, 0.3, 0.7]) {
      const [x, y] = pointOnArc(arc, t);
      for (const distance of [10, 22]) {
        for (const away of [1, -1]) {
          const dx = arc.normal[0] * away * distance;
          const dy = arc.normal[1] * away * distance;
          // From the point beside the arc, the text grows away from it.
          const anchor = Math.abs(dx) < 4 ? 'middle' : dx > 0 ? 'start' : 'end';
          candidates.push({ x: x + dx, y: y + dy + (dy > 0 ? LABEL_SIZE * 0.8 : 0), anchor, text });
        }
      }
    }
    const { from, control, to } = arc;
    return {
      d: `M${round(from[0])},${round(from[1])}Q${round(control[0])},${round(control[1])} ${round(to[0])},${round(to[1])}`,
      back: leg.back,
      label: placeLabel(candidates, taken, frame),
    };
  });
  const areas = areaNames.flatMap(({ name, x, y }): TextMark[] => {
    for (const dy of [0, -LABEL_SIZE * 1.5, LABEL_SIZE * 1.5]) {
      const mark: TextMark = { x, y: y + dy + AREA_LABEL_SIZE * 0.3, anchor: 'middle', text: name };
      const box = textBox(mark, AREA_LABEL_SIZE);
      const free = outside(box, frame) === 0 && taken.every((other) => overlap(box, other) === 0);
      if (free) {
        taken.push({ ...box, weight: LABEL_WEIGHT });
        return [mark];
      }
    }
    return [];
  });
  return { legs: legMarks, places, areas };
}
