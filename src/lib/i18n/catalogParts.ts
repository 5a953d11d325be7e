import { catalogs } from 'virtual:message-catalogs';
import { i18n, type Messages } from './runtime';

/**
 * The catalog's parts as they download (lib/i18n/areas.ts decides when): a chunk of its own with
 * their loaders, so an English visit carries none of this.
 */

/** Each language's parts, once asked for (a failed download is asked again next time). */
const asked = new Map<string, Promise<Messages>>();

function part(locale: string, area: string): Promise<Messages> {
  const key = `${locale}|${area}`;
  let found = asked.get(key);
  if (!found) {
    const load = catalogs[locale]?.[area];
    found = load ? load().then((module) => module.messages) : Promise.resolve({});
    found.catch(() => asked.delete(key));
    asked.set(key, found);
  }
  return found;
}

/** Code that runs on a page in `locale`: its areas' parts, added to the active catalog. */
export async function addParts(locale: string, areas: readonly string[]): Promise<void> {
  const parts = await Promise.all(areas.map((area) => part(locale, area)));
  // Still on its way to that language (showParts adds them then), or left it since.
  if (i18n.locale === locale) for (const messages of parts) i18n.merge(messages);
}

/**
 * Shows `locale` with the shell's part and each area's noted in `wanted`, waiting for areas noted
 * while the parts arrive too; `show` gets the whole in the same moment the last part arrives, so
 * code that runs meanwhile either is in it or adds its own after it (addParts). Nothing is shown
 * once `current()` is another language: a later choice won.
 */
export async function showParts(
  locale: string,
  wanted: ReadonlySet<string>,
  current: () => string,
  show: (messages: Messages) => void,
): Promise<void> {
  for (;;) {
    const areas = ['shell', ...wanted];
    const parts = await Promise.all(areas.map((area) => part(locale, area)));
    if (current() !== locale) return;
    if (wanted.size + 1 === areas.length) {
      show(Object.assign({}, ...parts) as Messages);
      return;
    }
  }
}
