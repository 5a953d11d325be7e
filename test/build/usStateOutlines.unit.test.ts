import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { geoPath } from 'd3-geo';
import fc from 'fast-check';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import {
  simplifyLine,
  STEP,
  TOLERANCE,
  US_STATES_MODULE,
  usStateOutlines,
} from '../../build/usStateOutlines.ts';
import { callHook } from './hooks.ts';

type Point = [number, number];
type Atlas = Topology<{ states: GeometryCollection<{ name: string }> }>;

const file = createRequire(import.meta.url).resolve('us-atlas/states-albers-10m.json');
const original = readFileSync(file, 'utf8');

/** The module as Vite serves it, its topology read back. */
function served(): { source: string; atlas: Atlas } {
  const plugin = usStateOutlines();
  callHook(plugin, 'configResolved', {}, { root: process.cwd() });
  const id = callHook(plugin, 'resolveId', {}, US_STATES_MODULE) as string;
  const source = callHook(plugin, 'load', {}, id) as string;
  const json = source.replace(/^export default /, '').replace(/;\n$/, '');
  return { source, atlas: JSON.parse(json) as Atlas };
}

/** Each state by name with its bounds in the atlas's frame. */
function states(atlas: Atlas) {
  const path = geoPath();
  return new Map(
    feature(atlas, atlas.objects.states).features.map((state) => [
      state.properties.name,
      path.bounds(state).flat(),
    ]),
  );
}

/** How far a point is from a segment. */
function fromSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

describe('the simplified state outlines (virtual:us-states)', () => {
  it('keeps every state, each within the tolerance of where us-atlas draws it', () => {
    const before = states(JSON.parse(original) as Atlas);
    const after = states(served().atlas);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.size).toBeGreaterThanOrEqual(51);
    for (const [name, bounds] of before) {
      const moved = (after.get(name) ?? []).map((value, index) =>
        Math.abs(value - (bounds[index] ?? 0)),
      );
      expect(Math.max(...moved), name).toBeLessThanOrEqual(TOLERANCE + STEP);
    }
  });

  it('keeps the topology: as many arcs, each with two positions at least', () => {
    const atlas = served().atlas;
    const arcs = (JSON.parse(original) as { arcs: unknown[] }).arcs;
    expect(atlas.arcs).toHaveLength(arcs.length);
    for (const arc of atlas.arcs) expect(arc.length).toBeGreaterThanOrEqual(2);
  });

  it('is at most two thirds of the original, gzip', () => {
    const size = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(size(served().source)).toBeLessThan((size(original) * 2) / 3);
  });
});

describe('simplifyLine', () => {
  it('keeps both ends, and every point within the tolerance of the line it leaves (property)', () => {
    const point = fc.tuple(
      fc.double({ min: -100, max: 100, noNaN: true }),
      fc.double({ min: -100, max: 100, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 2, maxLength: 40 }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (points, tolerance) => {
          const simple = simplifyLine(points, tolerance);
          expect(simple[0]).toBe(points[0]);
          expect(simple.at(-1)).toBe(points.at(-1));
          for (const p of points) {
            const nearest = Math.min(
              ...simple.slice(1).map((end, index) => fromSegment(p, simple[index], end)),
            );
            expect(nearest).toBeLessThanOrEqual(tolerance + 1e-9);
          }
        },
      ),
    );
  });

  it('keeps a corner beyond the tolerance and drops one within it', () => {
    const corner: Point[] = [
      [0, 0],
      [5, 1],
      [10, 0],
    ];
    expect(simplifyLine(corner, 0.99)).toEqual(corner);
    expect(simplifyLine(corner, 1)).toEqual([
      [0, 0],
      [10, 0],
    ]);
  });
});
