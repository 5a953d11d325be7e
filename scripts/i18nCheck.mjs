// npm run i18n:check: fails when a traveller message has no Spanish translation (issue 41: CI
// fails on any traveller message without one). Run after `lingui extract`, which writes every
// message of the code into the catalogs (scripts i18n:check runs both).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CATALOGS = ['src/locales/es-US/traveller.po'];

/** The po's entries: msgid and msgstr, each joined from its quoted lines; obsolete ones skipped. */
export function untranslated(po) {
  const missing = [];
  for (const block of po.split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const field = (name) => {
      const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block);
      if (!match) return null;
      return match[1]
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .join('');
    };
    const id = field('msgid');
    if (!id) continue;
    if (!field('msgstr')) missing.push(id);
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const path of CATALOGS) {
    const missing = untranslated(readFileSync(path, 'utf8'));
    if (missing.length === 0) {
      console.log(`${path}: every message translated`);
      continue;
    }
    failed = true;
    console.error(`${path}: ${missing.length} message(s) without a translation:`);
    for (const id of missing) console.error(`  ${JSON.stringify(id)}`);
  }
  if (failed) {
    console.error('Translate them (docs/i18n.md), then run npm run i18n:check again.');
    process.exit(1);
  }
}
