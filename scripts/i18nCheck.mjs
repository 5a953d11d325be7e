// npm run i18n:check: the catalogs are what extraction writes, every traveller message has its
// Spanish, and each translation keeps its message's placeholders, tags and plural cases (a
// translation that drops {count} or <0> shows a hole or a raw tag to the visitor; a plural with no
// `other` shows nothing for most numbers). CI runs it (docs/i18n.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MESSAGE_AREAS, messageAreas, vocabularyLookups } from '../build/messageAreas.ts';

const CATALOGS = ['src/locales/es-US/traveller.po'];

/** The po's entries (msgctxt, msgid, msgstr joined from their quoted lines); obsolete skipped. */
export function entries(po) {
  const found = [];
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
    const origins = [...block.matchAll(/^#: (.+)$/gm)].flatMap((match) =>
      match[1].split(' ').map((origin) => origin.replace(/:\d+$/, '')),
    );
    if (id)
      found.push({ context: field('msgctxt'), id, translation: field('msgstr') ?? '', origins });
  }
  return found;
}

/** The messages without a translation. */
export function untranslated(po) {
  return entries(po)
    .filter((entry) => !entry.translation)
    .map((entry) => entry.id);
}

/** A message's placeholders (with their kind), tags, and the plurals or selects lacking `other`. */
function shape(message) {
  const names = new Set();
  const noOther = [];
  const walk = (tokens) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      names.add(type ? `{${name}, ${type}}` : `{${name}}`);
      if (format && typeof format === 'object') {
        if (!Object.hasOwn(format, 'other')) noOther.push(`{${name}, ${type}}`);
        for (const [key, value] of Object.entries(format)) if (key !== 'offset') walk(value);
      }
    }
  };
  const compiled = compileMessage(message);
  walk(compiled);
  const text = JSON.stringify(compiled);
  const tags = [...new Set([...text.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]))].sort();
  return { names: [...names].sort(), tags, noOther };
}

/** Each translation that does not keep its message's shape, with why. */
export function damaged(po) {
  const problems = [];
  for (const { context, id, translation } of entries(po)) {
    if (!translation) continue;
    const label = `${context ? `[${context}] ` : ''}${JSON.stringify(id)}`;
    let source;
    let target;
    try {
      source = shape(id);
      target = shape(translation);
    } catch (error) {
      problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (source.names.join() !== target.names.join())
      problems.push(
        `${label}: placeholders ${source.names.join(' ') || 'none'} became ${target.names.join(' ') || 'none'}`,
      );
    if (source.tags.join() !== target.tags.join())
      problems.push(
        `${label}: tags ${source.tags.join(' ') || 'none'} became ${target.tags.join(' ') || 'none'}`,
      );
    if (target.noOther.length > 0)
      problems.push(`${label}: ${target.noOther.join(', ')} has no "other" case`);
  }
  return problems;
}

/**
 * The catalog's split (build/messageAreas.ts): a rule naming a file or folder that is no longer
 * there (moved code would fall to the shell, loaded on every page), and how many messages each
 * area's part holds.
 */
export function areaReport(po, exists = existsSync, lookups = vocabularyLookups()) {
  const problems = MESSAGE_AREAS.flatMap(([area, prefixes]) =>
    prefixes
      .filter((prefix) => !exists(prefix))
      .map((prefix) => `area "${area}": ${prefix} is not there (build/messageAreas.ts)`),
  );
  const counts = {};
  for (const { origins, context } of entries(po)) {
    for (const area of messageAreas(origins, context, lookups))
      counts[area] = (counts[area] ?? 0) + 1;
  }
  return { problems, counts };
}

/** The first line where two texts differ, numbered, or null when they are the same. */
function firstDifference(before, after) {
  if (before === after) return null;
  const a = before.split('\n');
  const b = after.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: ${JSON.stringify(a[at] ?? '')} -> ${JSON.stringify(b[at] ?? '')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  const before = CATALOGS.map((path) => readFileSync(path, 'utf8'));
  const extract = spawnSync('./node_modules/.bin/lingui', ['extract', '--clean'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (extract.status !== 0) process.exit(extract.status ?? 1);
  CATALOGS.forEach((path, index) => {
    const po = readFileSync(path, 'utf8');
    const changed = firstDifference(before[index], po);
    if (changed) {
      failed = true;
      console.error(
        `${path} was not what extraction writes (${changed}): it is now; check and commit it.`,
      );
    }
    const missing = untranslated(po);
    const problems = damaged(po);
    if (missing.length > 0) {
      failed = true;
      console.error(`${path}: ${missing.length} message(s) without a translation:`);
      for (const id of missing) console.error(`  ${JSON.stringify(id)}`);
    }
    if (problems.length > 0) {
      failed = true;
      console.error(`${path}: ${problems.length} translation(s) that change their message:`);
      for (const problem of problems) console.error(`  ${problem}`);
    }
    const areas = areaReport(po);
    if (areas.problems.length > 0) {
      failed = true;
      console.error(`${path}: the catalog's split names what is not there:`);
      for (const problem of areas.problems) console.error(`  ${problem}`);
    }
    if (!changed && missing.length === 0 && problems.length === 0 && areas.problems.length === 0)
      console.log(`${path}: as extracted, every message translated, each keeping its shape`);
    const parts = Object.entries(areas.counts).map(([area, count]) => `${area} ${count}`);
    console.log(`  messages by area (build/messageAreas.ts): ${parts.join(', ')}`);
  });
  if (failed) {
    console.error('Fix them (docs/i18n.md), then run npm run i18n:check again.');
    process.exit(1);
  }
}
