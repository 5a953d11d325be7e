import type { ReactNode } from 'react';

/** One option of a select: what it sends and what it shows. */
export interface Choice {
  value: string | number;
  label: ReactNode;
}

/**
 * Things listed by id and name (bus types, trip types) as choices, each name as `shown` writes it
 * (a server's vocabulary in the visitor's language: lib/i18n/vocabulary, read while rendering).
 * The words are the caller's: this file is in every first load, the vocabulary is not.
 */
export function namedChoices(
  items: readonly { id: number; name: string }[],
  shown: (name: string) => string = (name) => name,
): Choice[] {
  return items.map((item) => ({ value: item.id, label: shown(item.name) }));
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
