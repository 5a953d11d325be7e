import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
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

const ZIP_ERROR = 'Enter a 5-digit zip code';

/** A state and a city, or a zip code and a radius (spec 2, Depart From). */
export function DepartFromFilter({ metros, applied, onRefine }: DepartFromFilterProps) {
  const [draft, setDraft] = useState<Departure>(applied);
  const [zipError, setZipError] = useState(false);
  const ids = { state: useId(), city: useId(), zip: useId(), within: useId(), error: useId() };

  const states = useMemo(() => {
    const known = new Set(metros.map((metro) => metro.state));
    if (draft.state) known.add(draft.state);
    return [...known].sort();
  }, [metros, draft.state]);
  const citiesOf = (state: string) => metros.filter((m) => m.state === state).map((m) => m.city);
  const cities = citiesOf(draft.state);
  if (draft.city && !cities.includes(draft.city)) cities.unshift(draft.city);

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
        <div className="col-sm-6">
          <label className="form-label" htmlFor={ids.state}>
            State
          </label>
          <select
            className="form-select"
            id={ids.state}
            value={draft.state}
            onChange={(event) => {
              const state = event.target.value;
              // The city choices become the state's metros, the first one picked (spec 4);
              // choosing a place drops the zip, as a route city does.
              setDraft({ ...draft, state, city: citiesOf(state)[0] ?? '', zip: '' });
              setZipError(false);
            }}
          >
            {!draft.state && <option value="">Choose a state</option>}
            {states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6">
          <label className="form-label" htmlFor={ids.city}>
            City
          </label>
          <select
            className="form-select"
            id={ids.city}
            value={draft.city}
            onChange={(event) => {
              setDraft({ ...draft, city: event.target.value, zip: '' });
              setZipError(false);
            }}
          >
            {!draft.city && <option value="">Choose a city</option>}
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-center small fw-semibold my-2">or</p>
      <div className="row g-2">
        <div className="col-6">
          <label className="form-label" htmlFor={ids.zip}>
            Zip Code
          </label>
          <input
            className={`form-control ${zipError ? 'is-invalid' : ''}`}
            id={ids.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={draft.zip}
            aria-invalid={zipError}
            aria-describedby={zipError ? ids.error : undefined}
            onChange={(event) => {
              setDraft({ ...draft, zip: event.target.value.replace(/\D/g, '') });
              setZipError(false);
            }}
          />
          {zipError && (
            <div className="invalid-feedback" id={ids.error}>
              {ZIP_ERROR}
            </div>
          )}
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor={ids.within}>
            Within
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
            {ZIP_RADIUS_OPTIONS.map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="d-flex gap-2 mt-3">
        <Button
          variant="outline-secondary"
          onClick={() => {
            setDraft({ ...draft, zip: '', within: DEFAULT_ZIP_RADIUS });
            setZipError(false);
          }}
        >
          Clear
        </Button>
        <Button type="submit">Refine Search</Button>
      </div>
    </form>
  );
}
