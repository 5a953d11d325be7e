import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { TypeaheadField, type TypeaheadMatch } from '@/components/form/TypeaheadField';
import type { RequestStatus } from '@/lib/requestStatus';
import { TYPEAHEAD_MIN_LENGTH, useTypeahead } from '@/lib/useTypeahead';
import type { PlaceIndex } from '../placeIndex';
import type { LatLon, Place } from '../types';

interface PlaceMatch extends TypeaheadMatch {
  place: Place;
}

const least = TYPEAHEAD_MIN_LENGTH;
export const PLACE_HELP = msg`Type at least ${least} letters of a city, or a zip code, then choose it.`;
export const NO_PLACE = msg`We could not find that place`;
const LOAD_FAILED = msg`The list of places could not be loaded. Check your connection and try again.`;

interface PlaceFieldProps {
  label: string;
  help?: string;
  /** The chosen place; null while there is none. */
  place: Place | null;
  /** A place chosen, or null when the traveller changes it. */
  onChoose: (place: Place | null) => void;
  /** The gazetteer; null while it loads. */
  index: PlaceIndex | null;
  /** Where the trip starts: of places of the same name, the nearest is offered first. */
  near: LatLon | null;
  loadFailed: boolean;
  /** Empties the field after each choice (adding stops one after another). */
  clearOnChoose?: boolean;
  errorText?: string | null;
  /** What is typed and not chosen, for the form to check on submit. */
  onPendingText?: (text: string) => void;
  /** The input, for the form to focus (a field to fix, the next stop to add). */
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
}

/**
 * A city and state, or a zip code, from the trip planner's gazetteer: the shared typeahead (two
 * letters, matches as buttons, a live status line), searching in the browser. Enter picks the
 * first match rather than submitting the form half-typed.
 */
export function PlaceField({
  label,
  help,
  place,
  onChoose,
  index,
  near,
  loadFailed,
  clearOnChoose = false,
  errorText = null,
  onPendingText,
  inputRef,
  className,
}: PlaceFieldProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState(place?.name ?? '');
  // The query last looked up (after the pause in typing); null = none yet.
  const [asked, setAsked] = useState<string | null>(null);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const { active } = useTypeahead(query, {
    search: (term) => setAsked(term),
    clear: () => setAsked(null),
    enabled: place === null,
  });

  const matches = useMemo<PlaceMatch[]>(
    () =>
      index && asked
        ? index
            .search(asked, undefined, near)
            .map((found, position) => ({ id: position, name: found.name, place: found }))
        : [],
    [index, asked, near],
  );
  const status: RequestStatus = loadFailed
    ? 'failed'
    : index && asked !== null
      ? 'succeeded'
      : 'pending';

  const type = (value: string) => {
    setQuery(value);
    onPendingText?.(value.trim());
    if (place) onChoose(null);
  };
  const choose = (match: PlaceMatch) => {
    onChoose(match.place);
    const text = clearOnChoose ? '' : match.place.name;
    setQuery(text);
    onPendingText?.('');
    setAsked(null);
    // The match's button is gone: keyboard and screen reader users stay on the field.
    input.current?.focus();
  };

  const typed = query.trim();
  return (
    <div
      className={className}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Enter' || event.target !== input.current) return;
        event.preventDefault();
        // The first match of what is typed now, even if the pause before the list has not come.
        const term = query.trim();
        const first =
          index && place === null && term.length >= TYPEAHEAD_MIN_LENGTH
            ? index.search(term, 1, near)[0]
            : undefined;
        if (first) choose({ id: 0, name: first.name, place: first });
      }}
    >
      <TypeaheadField
        className="mb-2"
        label={label}
        help={help ?? i18n._(PLACE_HELP)}
        query={query}
        chosen={place !== null}
        onQueryChange={(value) => {
          type(value);
          if (!value) input.current?.focus();
        }}
        onChoose={choose}
        active={active}
        status={status}
        error={i18n._(LOAD_FAILED)}
        matches={matches}
        matchesLabel={t`Places matching ${typed}`}
        emptyText={i18n._(NO_PLACE)}
        errorText={errorText}
        inputRef={input}
      />
    </div>
  );
}
