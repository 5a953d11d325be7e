import type { Messages } from './runtime';

/**
 * The traveller catalog comes in parts, one per area of the code (build/messageAreas.ts): the
 * shell's with the language, each other area's with the first code of that area to run. A build
 * starts each lazy chunk with a wait for the parts of the code it brings; tests and the dev server
 * end each module of an area with one (build/lingui.ts). So a page, a dialog or a section
 * finishes loading only once its messages are in the active catalog: a Spanish page never shows
 * English first, and an English visitor downloads no catalog at all (docs/i18n.md, "Catalogs by
 * area"). The downloading itself is a chunk of its own (catalogParts.ts).
 */

/** The areas whose code has run: a change of language loads each of them before it shows. */
const wanted = new Set<string>();
/** The language being shown or being switched to: what code that runs now waits for. */
let target = 'en';
const parts = () => import('./catalogParts');

/**
 * What code of an area runs before it is done: the areas are noted for later switches and, in a
 * language with a catalog, their parts are added to the active catalog first. Before the first
 * render the language is not chosen yet: `showWithCatalog` loads what was noted.
 */
export function areaMessages(...areas: string[]): Promise<void> | undefined {
  for (const area of areas) wanted.add(area);
  const locale = target;
  if (locale === 'en') return undefined;
  return parts().then((loaded) => loaded.addParts(locale, areas));
}

declare global {
  /** What a build's lazy chunks call (build/lingui.ts, areaWaits): they import nothing for it. */
  var __areaMessages: typeof areaMessages | undefined;
}
globalThis.__areaMessages = areaMessages;

/**
 * Shows a language with its catalog: every area noted so far, the shell's first (English: none,
 * at once). Only the language asked for last is shown.
 */
export async function showWithCatalog(
  locale: string,
  show: (messages: Messages) => void,
): Promise<void> {
  target = locale;
  if (locale === 'en') {
    show({});
    return;
  }
  await (await parts()).showParts(locale, wanted, () => target, show);
}
