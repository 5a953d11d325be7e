import { useField } from 'formik';
import { regionsOf, type Country, type Region } from '@/lib/regions';
import { Field } from './Field';

const COUNTRY_NAMES: Record<Country, string> = { US: 'United States', CA: 'Canada' };

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
}

function options(regions: readonly Region[]) {
  return regions.map((region) => (
    <option key={region.code} value={region.code}>
      {region.name}
    </option>
  ));
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
  prompt = 'Choose a state',
  className,
  only,
}: StateSelectProps) {
  const [field] = useField<string>(name);
  const current = field.value ?? '';
  const all = countries.flatMap((c) => regionsOf(c));
  // A listed code the region tables do not name is still offered, by its code.
  const listed = only?.map((code) => all.find((r) => r.code === code) ?? { code, name: code });
  const known = current === '' || (listed ?? all).some((r) => r.code === current);
  return (
    <Field name={name} label={label} as="select" required={required} className={className}>
      <option value="">{prompt}</option>
      {!known && <option value={current}>{current}</option>}
      {listed
        ? options(listed)
        : countries.length === 1
          ? options(regionsOf(countries[0] ?? 'US'))
          : countries.map((country) => (
              <optgroup key={country} label={COUNTRY_NAMES[country]}>
                {options(regionsOf(country))}
              </optgroup>
            ))}
    </Field>
  );
}
