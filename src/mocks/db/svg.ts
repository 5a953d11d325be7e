import { PHOTO_SIZE } from '@/config/constants';
import { createRng } from './random';
import type { Rng } from './random';

/**
 * Generated stand-in photos for company listings: a motorcoach on a road in front of a varied
 * background. Seeded, so a photo URL (/demo-photos/coach-{seed}.svg) always shows the same picture
 * and no binary assets have to ship with the demo. The drawing's viewBox is the size the app
 * shows listing photos at (11:7, the crop of real ones).
 */

const { width: VIEW_W, height: VIEW_H } = PHOTO_SIZE;
const GROUND_Y = 196;

interface Palette {
  skyTop: string;
  skyBottom: string;
  light: string;
  lightRadius: number;
  far: string;
  near: string;
  ground: string;
  night: boolean;
}

const PALETTES: readonly Palette[] = [
  // clear day
  {
    skyTop: '#5bb4f0',
    skyBottom: '#dff3ff',
    light: '#fff6c8',
    lightRadius: 20,
    far: '#9cc5a1',
    near: '#6fa86f',
    ground: '#7cb35a',
    night: false,
  },
  // golden hour
  {
    skyTop: '#6a4c93',
    skyBottom: '#ffc98b',
    light: '#ffe29a',
    lightRadius: 26,
    far: '#b98a8e',
    near: '#8c6a7a',
    ground: '#a68a64',
    night: false,
  },
  // dusk
  {
    skyTop: '#1e2a5a',
    skyBottom: '#f08a5d',
    light: '#ffd3a1',
    lightRadius: 18,
    far: '#51416e',
    near: '#3b3157',
    ground: '#4f4a5e',
    night: false,
  },
  // overcast
  {
    skyTop: '#8fa6bd',
    skyBottom: '#e6edf3',
    light: '#ffffff',
    lightRadius: 0,
    far: '#a9b8c4',
    near: '#8b9ba8',
    ground: '#9aa59a',
    night: false,
  },
  // night
  {
    skyTop: '#0b1733',
    skyBottom: '#2d3f73',
    light: '#f4f1de',
    lightRadius: 14,
    far: '#22305a',
    near: '#1a2446',
    ground: '#26304a',
    night: true,
  },
  // desert noon
  {
    skyTop: '#3d9be9',
    skyBottom: '#fbe3b5',
    light: '#fffbe0',
    lightRadius: 22,
    far: '#d9a066',
    near: '#c07f4a',
    ground: '#d9b779',
    night: false,
  },
];

const BODY_COLOURS: readonly string[] = [
  '#f7f7f5',
  '#e9edf1',
  '#fbf4e6',
  '#2b2f36',
  '#1f3b5c',
  '#c9ced6',
];

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
}

function clouds(rng: Rng, palette: Palette): string {
  if (palette.night) {
    return Array.from({ length: 24 }, () => {
      const x = rng.int(4, VIEW_W - 4);
      const y = rng.int(4, 120);
      return `<circle cx="${x}" cy="${y}" r="${r1(rng.float(0.5, 1.4))}" fill="#fff" opacity="${r1(rng.float(0.4, 0.9))}"/>`;
    }).join('');
  }
  return Array.from({ length: rng.int(1, 3) }, () => {
    const x = rng.int(20, VIEW_W - 80);
    const y = rng.int(22, 80);
    const w = rng.int(40, 70);
    return (
      `<g fill="#fff" opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="9"/>` +
      `<ellipse cx="${x + w * 0.2}" cy="${y - 7}" rx="${w / 4}" ry="9"/>` +
      `<ellipse cx="${x - w * 0.15}" cy="${y - 4}" rx="${w / 5}" ry="7"/></g>`
    );
  }).join('');
}

function backdrop(rng: Rng, palette: Palette): string {
  const kind = rng.pick(['hills', 'skyline', 'mountains', 'mesas'] as const);
  if (kind === 'skyline') {
    let x = -5;
    const parts: string[] = [];
    while (x < VIEW_W) {
      const w = rng.int(18, 42);
      const h = rng.int(40, 120);
      parts.push(
        `<rect x="${x}" y="${GROUND_Y - h}" width="${w}" height="${h}" fill="${palette.far}"/>`,
      );
      // A few lit windows sell the "city at night" look without drawing every floor.
      if (palette.night) {
        for (let i = 0; i < 4; i += 1) {
          const wx = x + rng.int(3, Math.max(4, w - 8));
          const wy = GROUND_Y - rng.int(8, h - 6);
          parts.push(
            `<rect x="${wx}" y="${wy}" width="4" height="5" fill="#ffd66b" opacity="0.85"/>`,
          );
        }
      }
      x += w + rng.int(0, 6);
    }
    return parts.join('');
  }
  if (kind === 'mountains') {
    const peaks: string[] = [`M0 ${GROUND_Y}`];
    for (let x = 0; x <= VIEW_W; x += rng.int(50, 90)) {
      peaks.push(
        `L${x} ${GROUND_Y - rng.int(50, 120)}`,
        `L${x + rng.int(20, 40)} ${GROUND_Y - rng.int(15, 40)}`,
      );
    }
    peaks.push(`L${VIEW_W} ${GROUND_Y}Z`);
    return `<path d="${peaks.join(' ')}" fill="${palette.far}"/>`;
  }
  if (kind === 'mesas') {
    const parts: string[] = [];
    let x = rng.int(-30, 10);
    while (x < VIEW_W) {
      const w = rng.int(60, 130);
      const h = rng.int(25, 70);
      parts.push(
        `<path d="M${x} ${GROUND_Y} L${x + 12} ${GROUND_Y - h} L${x + w - 12} ${GROUND_Y - h} L${x + w} ${GROUND_Y}Z" fill="${palette.far}"/>`,
      );
      x += w + rng.int(20, 80);
    }
    return parts.join('');
  }
  const y1 = GROUND_Y - rng.int(40, 70);
  const y2 = GROUND_Y - rng.int(20, 45);
  // A row of round trees on the near hill gives depth to the plain hill variant.
  const trees = Array.from({ length: rng.int(3, 7) }, () => {
    const tx = rng.int(10, VIEW_W - 10);
    const size = rng.int(7, 12);
    return (
      `<rect x="${tx - 1.5}" y="${GROUND_Y - size}" width="3" height="${size}" fill="#5b4636"/>` +
      `<circle cx="${tx}" cy="${GROUND_Y - size - size * 0.6}" r="${size}" fill="${palette.near}" stroke="#00000022"/>`
    );
  }).join('');
  return (
    `<path d="M0 ${GROUND_Y} L0 ${y1} C110 ${y1 - 30} 200 ${y1 + 25} ${VIEW_W} ${y1 - 10} L${VIEW_W} ${GROUND_Y}Z" fill="${palette.far}"/>` +
    `<path d="M0 ${GROUND_Y} L0 ${y2 + 10} C140 ${y2 - 20} 300 ${y2 + 20} ${VIEW_W} ${y2} L${VIEW_W} ${GROUND_Y}Z" fill="${palette.near}"/>` +
    trees
  );
}

function road(): string {
  const dashes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${i * 40 + 4}" y="247" width="22" height="3" rx="1.5" fill="#f2e9c9"/>`,
  ).join('');
  return (
    `<rect x="0" y="206" width="${VIEW_W}" height="58" fill="#3f4248"/>` +
    `<rect x="0" y="206" width="${VIEW_W}" height="3" fill="#d9d4c7"/>` +
    `<rect x="0" y="261" width="${VIEW_W}" height="3" fill="#d9d4c7"/>${dashes}`
  );
}

function wheel(cx: number, cy: number): string {
  return (
    `<circle cx="${r1(cx)}" cy="${cy}" r="19" fill="#1b1c1f"/>` +
    `<circle cx="${r1(cx)}" cy="${cy}" r="10" fill="#b9bec6"/>` +
    `<circle cx="${r1(cx)}" cy="${cy}" r="4" fill="#6b7079"/>`
  );
}

function coach(rng: Rng, palette: Palette, seed: number): string {
  const length = rng.int(240, 320);
  const height = length < 265 ? rng.int(78, 86) : rng.int(90, 100);
  const x0 = Math.round((VIEW_W - length) / 2 + rng.int(-25, 25));
  const bottom = 224;
  const top = bottom - height;
  const front = x0 + length;
  const body = rng.pick(BODY_COLOURS);
  const hue = rng.int(0, 359);
  const stripe = hsl(hue, rng.int(60, 85), rng.int(38, 52));
  const accent = hsl(hue + rng.pick([30, 150, 180, 200]), rng.int(55, 80), rng.int(45, 60));
  const glass = `url(#glass-${seed})`;

  const parts: string[] = [];
  // ground shadow
  parts.push(
    `<ellipse cx="${r1(x0 + length / 2)}" cy="${bottom + 18}" rx="${r1(length / 2 + 8)}" ry="7" fill="#000" opacity="0.28"/>`,
  );
  // body with a raked windscreen at the front (right)
  parts.push(
    `<path d="M${x0 + 10} ${top} H${front - 26} Q${front - 6} ${top} ${front - 3} ${top + 22} L${front} ${bottom - 14} Q${front} ${bottom} ${front - 14} ${bottom} H${x0 + 8} Q${x0} ${bottom} ${x0} ${bottom - 8} V${top + 10} Q${x0} ${top} ${x0 + 10} ${top}Z" fill="${body}"/>`,
  );
  // roof air-conditioning pod
  parts.push(
    `<rect x="${r1(x0 + length * 0.35)}" y="${top - 6}" width="${r1(length * 0.25)}" height="7" rx="3" fill="${body}" stroke="#00000022"/>`,
  );
  // livery: a swoosh from the rear bottom towards the front
  const mid = top + height * 0.62;
  parts.push(
    `<path d="M${x0} ${bottom - 12} C${r1(x0 + length * 0.3)} ${r1(mid + 8)} ${r1(x0 + length * 0.55)} ${r1(mid - 18)} ${front} ${r1(mid - 8)} L${front} ${r1(mid + 6)} C${r1(x0 + length * 0.6)} ${r1(mid - 4)} ${r1(x0 + length * 0.35)} ${r1(mid + 26)} ${x0} ${bottom - 2}Z" fill="${stripe}"/>`,
  );
  parts.push(
    `<path d="M${x0} ${r1(mid - 2)} C${r1(x0 + length * 0.4)} ${r1(mid - 16)} ${r1(x0 + length * 0.7)} ${r1(mid - 22)} ${front - 2} ${r1(mid - 14)}" stroke="${accent}" stroke-width="4" fill="none"/>`,
  );
  // passenger windows
  const winTop = top + 12;
  const winH = Math.round(height * 0.34);
  const doorX = front - 46;
  const winCount = Math.max(4, Math.round((doorX - x0 - 18) / 38));
  const winW = (doorX - x0 - 14 - winCount * 4) / winCount;
  for (let i = 0; i < winCount; i += 1) {
    const wx = x0 + 10 + i * (winW + 4);
    parts.push(
      `<rect x="${r1(wx)}" y="${winTop}" width="${r1(winW)}" height="${winH}" rx="3" fill="${glass}"/>`,
    );
    if (palette.night && rng.chance(0.6)) {
      parts.push(
        `<rect x="${r1(wx + 2)}" y="${winTop + 2}" width="${r1(winW - 4)}" height="${winH - 4}" rx="2" fill="#ffd98a" opacity="0.55"/>`,
      );
    }
  }
  // door and windscreen
  parts.push(
    `<rect x="${doorX}" y="${winTop}" width="22" height="${bottom - winTop - 8}" rx="3" fill="${glass}" stroke="#00000033"/>`,
  );
  parts.push(
    `<line x1="${doorX + 11}" y1="${winTop}" x2="${doorX + 11}" y2="${bottom - 8}" stroke="#00000055"/>`,
  );
  parts.push(
    `<path d="M${front - 20} ${winTop} H${front - 8} Q${front - 3} ${winTop + 2} ${front - 2} ${winTop + 16} L${front - 1} ${winTop + winH + 10} H${front - 20}Z" fill="${glass}"/>`,
  );
  // lit destination sign above the windscreen
  parts.push(
    `<rect x="${front - 62}" y="${top + 2}" width="40" height="8" rx="1.5" fill="#1b1c1f"/>`,
  );
  parts.push(
    `<text x="${front - 42}" y="${top + 8.6}" font-family="Arial, sans-serif" font-size="6.5" font-weight="bold" text-anchor="middle" fill="#ffb347">CHARTER</text>`,
  );
  // mirror, lights and bumper
  parts.push(
    `<path d="M${front - 4} ${top + 8} q10 -2 10 10 v10" stroke="#2a2d33" stroke-width="2.5" fill="none"/>`,
  );
  parts.push(
    `<rect x="${front - 9}" y="${bottom - 18}" width="8" height="6" rx="2" fill="${palette.night ? '#fff3b0' : '#f4e7a1'}"/>`,
  );
  parts.push(`<rect x="${x0 + 1}" y="${bottom - 22}" width="5" height="9" rx="2" fill="#d33a2c"/>`);
  parts.push(
    `<rect x="${x0 - 1}" y="${bottom - 6}" width="${length + 2}" height="6" rx="3" fill="#2a2d33"/>`,
  );
  if (palette.night) {
    parts.push(
      `<path d="M${front} ${bottom - 15} L${front + 70} ${bottom - 4} L${front + 70} ${bottom - 28}Z" fill="#fff3b0" opacity="0.18"/>`,
    );
  }
  // wheels: tandem rear axle on long coaches
  const rearX = x0 + length * 0.2;
  parts.push(`<circle cx="${r1(front - 80)}" cy="${bottom}" r="23" fill="#2a2d33"/>`);
  parts.push(`<circle cx="${r1(rearX)}" cy="${bottom}" r="23" fill="#2a2d33"/>`);
  parts.push(wheel(front - 80, bottom), wheel(rearX, bottom));
  if (length > 285) {
    parts.push(
      `<circle cx="${r1(rearX + 44)}" cy="${bottom}" r="23" fill="#2a2d33"/>`,
      wheel(rearX + 44, bottom),
    );
  }
  return parts.join('');
}

/** SVG markup (a string) of a seeded motorcoach scene; same seed, same picture. */
export function coachSvg(seed: number, width: number = VIEW_W, height: number = VIEW_H): string {
  const rng = createRng(seed);
  const palette = rng.pick(PALETTES);
  const light =
    palette.lightRadius > 0
      ? `<circle cx="${rng.int(40, VIEW_W - 40)}" cy="${rng.int(30, 70)}" r="${palette.lightRadius}" fill="${palette.light}" opacity="0.95"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" role="img" aria-label="Charter coach photo">`,
    '<title>Charter coach</title>',
    '<defs>',
    `<linearGradient id="sky-${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`,
    `<linearGradient id="glass-${seed}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8fa8"/><stop offset="0.45" stop-color="#23384d"/><stop offset="1" stop-color="#142231"/></linearGradient>`,
    '</defs>',
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#sky-${seed})"/>`,
    light,
    clouds(rng, palette),
    backdrop(rng, palette),
    `<rect x="0" y="${GROUND_Y}" width="${VIEW_W}" height="${VIEW_H - GROUND_Y}" fill="${palette.ground}"/>`,
    road(),
    coach(rng, palette, seed),
    '</svg>',
  ].join('');
}

/** URL under which the demo handlers serve coachSvg(seed). */
export function coachPhotoUrl(seed: number): string {
  return `/demo-photos/coach-${seed}.svg`;
}

/** Seed from a /demo-photos/coach-{seed}.svg URL or file name; null when it is not one. */
export function parseCoachPhotoSeed(urlOrFileName: string): number | null {
  const match = /coach-(\d+)\.svg$/.exec(urlOrFileName);
  return match?.[1] ? Number(match[1]) : null;
}
