import type { ReactNode } from 'react';
import { vocabularyName, type VocabularyKind } from '@/lib/i18n/vocabulary';

/** One option of a select: what it sends and what it shows. */
export interface Choice {
  value: string | number;
  label: ReactNode;
}

/**
 * Things listed by id and name (bus types, trip types) as choices; with a `kind`, a server's
 * vocabulary, each name shown in the visitor's language (read while rendering: the select's
 * component re-renders on a switch).
 */
export function namedChoices(
  items: readonly { id: number; name: string }[],
  kind?: VocabularyKind,
): Choice[] {
  return items.map((item) => ({
    value: item.id,
    label: kind ? vocabularyName(kind, item.name) : item.name,
  }));
}

/**
 * A select's options, one per choice, in order (a select's prompt, if any, stays its own
 * option before them). A plain value is its own label: a month, a year, a state's code.
 */
export function Options({ choices }: { choices: readonly (Choice | string | number)[] }) {
  return choices.map((choice) => {
    const { value, label } =
      typeof choice === 'object' ? choice : { value: choice, label: String(choice) };
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
