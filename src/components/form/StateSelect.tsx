import { useLingui } from '@lingui/react/macro';
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { sortedByShownName, vocabularyName } from '@/lib/i18n/vocabulary';
import {
  countryOf,
  firstRegionOf,
  regionGroupsOf,
  regionsOf,
  type Country,
  type Region,
} from '@/lib/regions';
import { Field } from './Field';
import { Options } from './Options';

interface StateSelectProps {
  name: string;
  label: string;
  required?: boolean;
  /** US: states, DC and territories; CA: provinces and territories; both: one group each. */
  countries?: readonly Country[];
  prompt?: string;
  className?: string;
  /** Only these postal codes (a server's list, e.g. registration's metro_states), in its order. */
  only?: readonly string[];
  /**
   * A country field of the same form ('USA' / 'US' or 'CA') this select follows instead of
   * `countries`: it lists that country's regions, and a change of country resets the state to
   * the country's first (a billing address).
   */
  countryField?: string;
  autoComplete?: string;
}

/** The country of `countryField`, and the reset of the state when it changes. */
function useFollowedCountry(name: string, countryField: string | undefined): Country | null {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const country = countryField ? countryOf(values[countryField]) : null;
  const previous = useRef(country);
  useEffect(() => {
    if (previous.current === country) return;
    previous.current = country;
    if (country) void setFieldValue(name, firstRegionOf(country));
  }, [country, name, setFieldValue]);
  return country;
}

const shownName = (region: Region) => vocabularyName('region', region.name);

/** Regions as options, each named in the visitor's language. */
function options(regions: readonly Region[]) {
  return (
    <Options
      choices={regions.map((region) => ({ value: region.code, label: shownName(region) }))}
    />
  );
}

/**
 * A country's regions in the alphabetical order of their shown names (a reader looks for "Nueva
 * York" among the N's), each group on its own: the states (and DC), then the territories.
 */
function countryOptions(country: Country) {
  return options(regionGroupsOf(country).flatMap((group) => sortedByShownName(group, shownName)));
}

/**
 * A state (or province) select bound to Formik; the value is the postal code. A value from
 * elsewhere (a search outside the list) stays selectable rather than silently vanishing.
 */
export function StateSelect({
  name,
  label,
  required = false,
  countries = ['US'],
  prompt,
  className,
  only,
  countryField,
  autoComplete,
}: StateSelectProps) {
  const { t } = useLingui();
  const countryNames: Record<Country, string> = { US: t`United States`, CA: t`Canada` };
  const [field] = useField<string>(name);
  const followed = useFollowedCountry(name, countryField);
  const shown = followed ? [followed] : countries;
  const current = field.value ?? '';
  const all = shown.flatMap((c) => regionsOf(c));
  // A listed code the region tables do not name is still offered, by its code.
  const listed = only?.map((code) => all.find((r) => r.code === code) ?? { code, name: code });
  const known = current === '' || (listed ?? all).some((r) => r.code === current);
  return (
    <Field
      name={name}
      label={label}
      as="select"
      required={required}
      className={className}
      autoComplete={autoComplete}
    >
      <option value="">{prompt ?? t`Choose a state`}</option>
      {!known && <option value={current}>{current}</option>}
      {listed
        ? options(listed)
        : shown.length === 1
          ? countryOptions(shown[0] ?? 'US')
          : shown.map((country) => (
              <optgroup key={country} label={countryNames[country]}>
                {countryOptions(country)}
              </optgroup>
            ))}
    </Field>
  );
}
