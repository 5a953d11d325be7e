/** The msgids of a .po catalog's entries whose msgstr is empty (obsolete entries skipped). */
export function untranslated(po: string): string[];
