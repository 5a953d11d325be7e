import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Options } from '@/components/form/Options';
import { PlainField } from '@/components/form/PlainField';
import { DEFAULT_ZIP_RADIUS, ZIP_RADIUS_OPTIONS } from '@/config/constants';
import type { Metro } from '@/features/metadata/types';
import { isZipRange, ZIP_PATTERN } from '../searchUrl';
import type { ZipRange } from '../types';

export interface Departure {
  city: string;
  state: string;
  zip: string;
  within: ZipRange;
}

interface DepartFromFilterProps {
  metros: readonly Metro[];
  applied: Departure;
  onRefine: (departure: Departure) => void;
}

interface PlaceSelectProps {
  label: string;
  /** The first option while none is chosen ("Choose a state"). */
  prompt: string;
  value: string;
  choices: readonly string[];
  onChoose: (value: string) => void;
}

/** The state or the city: a half-row select of plain names, its prompt while none is chosen. */
function PlaceSelect({ label, prompt, value, choices, onChoose }: PlaceSelectProps) {
  const id = useId();
  return (
    <div className="col-sm-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        className="form-select"
        id={id}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
      >
        {!value && <option value="">{prompt}</option>}
        <Options choices={choices} />
      </select>
    </div>
  );
}

/** A state and a city, or a zip code and a radius (spec 2, Depart From). */
export function DepartFromFilter({ metros, applied, onRefine }: DepartFromFilterProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Departure>(applied);
  const [zipError, setZipError] = useState(false);
  const ids = { zip: useId(), within: useId() };

  const states = useMemo(() => {
    const known = new Set(metros.map((metro) => metro.state));
    if (draft.state) known.add(draft.state);
    return [...known].sort();
  }, [metros, draft.state]);
  const citiesOf = (state: string) => metros.filter((m) => m.state === state).map((m) => m.city);
  const cities = citiesOf(draft.state);
  if (draft.city && !cities.includes(draft.city)) cities.unshift(draft.city);
  // Any edit clears the zip's error: it spoke of what was typed before. Choosing a place drops
  // the zip, as a route city does.
  const edit = (change: Partial<Departure>) => {
    setDraft({ ...draft, ...change });
    setZipError(false);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const zip = draft.zip.trim();
        if (zip && !ZIP_PATTERN.test(zip)) {
          setZipError(true);
          return;
        }
        onRefine({ ...draft, zip });
      }}
    >
      <div className="row g-2">
        <PlaceSelect
          label={t`State`}
          prompt={t`Choose a state`}
          value={draft.state}
          choices={states}
          // The city choices become the state's metros, the first one picked (spec 4).
          onChoose={(state) => edit({ state, city: citiesOf(state)[0] ?? '', zip: '' })}
        />
        <PlaceSelect
          label={t`City`}
          prompt={t`Choose a city`}
          value={draft.city}
          choices={cities}
          onChoose={(city) => edit({ city, zip: '' })}
        />
      </div>
      <p className="text-center small fw-semibold my-2">
        <Trans>or</Trans>
      </p>
      <div className="row g-2">
        <PlainField
          id={ids.zip}
          label={t`Zip Code`}
          error={zipError ? t`Enter a 5-digit zip code` : null}
          className="col-6"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft.zip}
          onChange={(event) => edit({ zip: event.target.value.replace(/\D/g, '') })}
        />
        <div className="col-6">
          <label className="form-label" htmlFor={ids.within}>
            <Trans>Within</Trans>
          </label>
          <select
            className="form-select"
            id={ids.within}
            value={draft.within}
            onChange={(event) => {
              const within = Number(event.target.value);
              if (isZipRange(within)) setDraft({ ...draft, within });
            }}
          >
            <Options
              choices={ZIP_RADIUS_OPTIONS.map((miles) => ({
                value: miles,
                label: t`${miles} miles`,
              }))}
            />
          </select>
        </div>
      </div>
      <div className="d-flex gap-2 mt-3">
        <Button
          variant="outline-secondary"
          onClick={() => edit({ zip: '', within: DEFAULT_ZIP_RADIUS })}
        >
          <Trans>Clear</Trans>
        </Button>
        <Button type="submit">
          <Trans>Refine Search</Trans>
        </Button>
      </div>
    </form>
  );
}
