import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:us-states`: us-atlas's pre-projected state outlines (states-albers-10m.json, a 975 x
 * 610 frame), simplified at build time for the route map (issue 39: /trip opened cold within
 * 1.15x /search; the outlines were 26 KB gzip of the map's 41). Each arc is simplified on its
 * own (Douglas-Peucker), keeping its ends, so two states still share one border and the topology
 * holds; then the points are snapped to a coarser grid. Nothing is committed: a new us-atlas
 * version is new outlines.
 */

export const US_STATES_MODULE = 'virtual:us-states';
const RESOLVED = `\0${US_STATES_MODULE}`;

/**
 * In the atlas's units (the whole country is 975 wide). The map is at most about 14 atlas units
 * to the pixel (fit.ts: MIN_SPAN_DEGREES of latitude across the map's height), so a point moves
 * by at most TOLERANCE + STEP / 2, 0.25 units: under 1 px for a route of 5 degrees or more,
 * about 3.5 px on the smallest view.
 */
export const TOLERANCE = 0.2;
export const STEP = 0.1;

type Point = [number, number];

interface Topology {
  type: 'Topology';
  bbox?: number[];
  transform?: { scale: [number, number]; translate: [number, number] };
  objects: Record<string, unknown>;
  arcs: Point[][];
}

/** The points of an arc, decoded from its deltas (a quantized topology) or as they are. */
function decode(topology: Topology): Point[][] {
  const transform = topology.transform;
  if (!transform) return topology.arcs;
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
}

/** How far a point is from the segment a-b (from a, when a and b are one point: a closed ring). */
function fromSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const squared = dx * dx + dy * dy;
  const along = squared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / squared;
  const t = Math.max(0, Math.min(1, along));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Douglas-Peucker, measured to the segment rather than its line (so a line that doubles back
 * keeps its turn): the points whose removal would move the line by more than `tolerance`.
 */
export function simplifyLine(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const spans: [number, number][] = [[0, points.length - 1]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [first, last] = span;
    let farthest = -1;
    let distance = 0;
    for (let index = first + 1; index < last; index += 1) {
      const away = fromSegment(points[index], points[first], points[last]);
      if (away > distance) {
        distance = away;
        farthest = index;
      }
    }
    if (distance > tolerance) {
      keep[farthest] = 1;
      spans.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/**
 * The topology with each arc simplified and snapped to a grid of `step`, delta-encoded again. A
 * closed ring left with fewer than 4 points (an island smaller than the tolerance) keeps its own.
 */
export function simplifyTopology(topology: Topology, tolerance: number, step: number): Topology {
  const [x0, y0] = topology.transform?.translate ?? [0, 0];
  const arcs = decode(topology).map((points) => {
    const simple = simplifyLine(points, tolerance);
    const line = isRing(points, simple) ? points : simple;
    const encoded: Point[] = [];
    let [px, py] = [0, 0];
    for (const [x, y] of line) {
      const [qx, qy] = [Math.round((x - x0) / step), Math.round((y - y0) / step)];
      if (encoded.length > 0 && qx === px && qy === py) continue;
      encoded.push([qx - px, qy - py]);
      [px, py] = [qx, qy];
    }
    // An arc has two positions at least (both ends on one grid point: it is that point twice).
    if (encoded.length === 1) encoded.push([0, 0]);
    return encoded;
  });
  // No bbox: it was the old points' box.
  return {
    type: topology.type,
    objects: topology.objects,
    transform: { scale: [step, step], translate: [x0, y0] },
    arcs,
  };
}

/** A closed ring simplified to fewer than 4 points: no longer an area, so it keeps its own. */
function isRing(points: readonly Point[], simple: readonly Point[]): boolean {
  const [first, last] = [points[0], points.at(-1)];
  const closed = first?.[0] === last?.[0] && first?.[1] === last?.[1];
  return closed && simple.length < 4 && points.length >= 4;
}

/** Serves `virtual:us-states`, made once per build or server start. */
export function usStateOutlines(): Plugin {
  let root = process.cwd();
  let source: string | null = null;
  return {
    name: 'us-state-outlines',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === US_STATES_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (source === null) {
        const file = createRequire(join(root, 'package.json')).resolve(
          'us-atlas/states-albers-10m.json',
        );
        const atlas = JSON.parse(readFileSync(file, 'utf8')) as Topology;
        source = `export default ${JSON.stringify(simplifyTopology(atlas, TOLERANCE, STEP))};\n`;
      }
      return source;
    },
  };
}
