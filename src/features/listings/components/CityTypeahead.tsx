import { TypeaheadField } from '@/components/form/TypeaheadField';
import { TYPEAHEAD_MIN_LENGTH, useTypeahead } from '@/lib/useTypeahead';
import type { AsyncData, MetroSearchForm } from '../metroSearch';
import type { LocationOption } from '../types';

interface CityTypeaheadProps {
  form: MetroSearchForm;
  locations: AsyncData<LocationOption[]>;
  search: (term: string, signal: AbortSignal) => void;
  clear: () => void;
}

/**
 * The city of the radius search: type at least two letters, pick one of the matches. The match
 * list shows only when there is something in it (spec section 2).
 */
export function CityTypeahead({ form, locations, search, clear }: CityTypeaheadProps) {
  const { query, city, setQuery, setCity } = form;
  const { active } = useTypeahead(query, {
    search,
    clear,
    minLength: TYPEAHEAD_MIN_LENGTH,
    enabled: city === null,
  });

  return (
    <TypeaheadField
      className="flex-grow-1"
      label="City"
      help={`Type at least ${TYPEAHEAD_MIN_LENGTH} letters of a city, then choose it.`}
      query={query}
      chosen={city !== null}
      onQueryChange={(value) => {
        setQuery(value);
        if (city) setCity(null);
      }}
      onChoose={(location) => {
        setCity(location);
        setQuery(location.name);
      }}
      active={active}
      status={locations.status}
      error={locations.error}
      matches={locations.data}
      matchesLabel="Matching cities"
      emptyText="No matching cities."
    />
  );
}
