#!/usr/bin/env node
/**
 * node scripts/icons.mjs: the web app manifest's icons (public/icons/), drawn from the favicon's
 * bus (public/favicon.svg) by Chromium, so they need no image tool and no network. Run it again
 * after changing the favicon, and commit the PNGs.
 *
 * - icon-192.png, icon-512.png: the favicon as it is (rounded square, purpose "any").
 * - icon-maskable-512.png: full-bleed colour with the bus inside the central 80% circle, the
 *   safe zone a launcher's mask (circle, squircle) never cuts (purpose "maskable").
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';

const OUT = 'public/icons';
const favicon = readFileSync('public/favicon.svg', 'utf8');
/** The favicon's colour (also index.html's theme-color and the manifest's). */
const BRAND = '#0b4f8a';
/** The favicon's drawing without its rounded background, scaled into the safe zone. */
const maskable = favicon
  .replace(/<rect width="32" height="32" rx="6" fill="[^"]+"\/>/, '')
  .replace(
    /^<svg([^>]*)>/,
    `<svg$1><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.7) translate(-16 -15)">`,
  )
  .replace(/<\/svg>$/, '</g></svg>');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const chrome = await findChromium();
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    writeFileSync(`${OUT}/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${OUT}/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
