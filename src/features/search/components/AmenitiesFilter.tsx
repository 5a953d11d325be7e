import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLingui } from '@/lib/i18n/react';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import type { Amenity } from '../types';

interface AmenitiesFilterProps {
  amenities: readonly Amenity[];
  applied: readonly number[];
  onRefine: (amenityIds: number[]) => void;
}

/**
 * A checkbox list with a count; Clear empties it, Refine Search searches with it. Plain Bootstrap
 * markup: the filters are in the first load, react-bootstrap's Form is not.
 */
export function AmenitiesFilter({ amenities, applied, onRefine }: AmenitiesFilterProps) {
  // The names are read below: the list re-renders when the language changes.
  useLingui();
  const [checked, setChecked] = useState<readonly number[]>(applied);
  const count = checked.length;
  const toggle = (id: number) =>
    setChecked((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onRefine([...checked].sort((a, b) => a - b));
      }}
    >
      <fieldset>
        <legend className="h6">
          <Trans>
            Amenities <span className="badge rounded-pill text-bg-primary">{count}</span>{' '}
            <span className="visually-hidden">selected</span>
          </Trans>
        </legend>
        <div className="amenity-list">
          {amenities.map((amenity) => (
            <div className="form-check" key={amenity.id}>
              <input
                className="form-check-input"
                id={`amenity-${amenity.id}`}
                type="checkbox"
                checked={checked.includes(amenity.id)}
                onChange={() => toggle(amenity.id)}
              />
              <label className="form-check-label" htmlFor={`amenity-${amenity.id}`}>
                {vocabularyName('amenity', amenity.name)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="d-flex gap-2 mt-3">
        <Button variant="outline-secondary" onClick={() => setChecked([])}>
          <Trans>Clear</Trans>
        </Button>
        <Button type="submit">
          <Trans>Refine Search</Trans>
        </Button>
      </div>
    </form>
  );
}
