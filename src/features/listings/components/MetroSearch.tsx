import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Alert } from '@/components/feedback/Alert';
import { Loading } from '@/components/feedback/Loading';
import { METRO_RADIUS_OPTIONS, type MileRadius } from '../constants';
import { offeredMetros, type AsyncData, type MetroSearchForm } from '../metroSearch';
import type { LocationOption, MetroOption } from '../types';
import { CityTypeahead } from './CityTypeahead';
import { MetroTable } from './MetroTable';
import { Options } from '@/components/form/Options';

export interface MetroSearchProps {
  form: MetroSearchForm;
  recommended: AsyncData<MetroOption[]>;
  onRetryRecommended: () => void;
  locations: AsyncData<LocationOption[]>;
  searchLocations: (term: string, signal: AbortSignal) => void;
  clearLocations: () => void;
  found: AsyncData<MetroOption[] | null>;
  findMetros: (cityId: number, radius: MileRadius) => void;
  listedMetroIds: readonly number[];
  addLabel: string;
  addDisabled?: boolean;
  onAdd: (metro: MetroOption) => void;
}

function Failure({ text, onRetry }: { text: string | null; onRetry?: () => void }) {
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
      <span>{text}</span>
      {onRetry && (
        <Button variant="outline-dark" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

/**
 * Finding a metro to add: the recommendations, then a city and a radius (spec sections 2 and
 * 5). The calls are the caller's: the listings page passes the account area's, the setup
 * wizard its own, so this shows and asks, and never fetches by itself.
 */
export function MetroSearch({
  form,
  recommended,
  onRetryRecommended,
  locations,
  searchLocations,
  clearLocations,
  found,
  findMetros,
  listedMetroIds,
  addLabel,
  addDisabled,
  onAdd,
}: MetroSearchProps) {
  const radiusId = useId();
  const { city, radius, searched } = form;
  const table = { addLabel, addDisabled, listedMetroIds, onAdd };
  const find = () => {
    if (!city) return;
    form.setSearched({ city, radius });
    findMetros(city.id, radius);
  };
  const offered = found.data ? offeredMetros(found.data, listedMetroIds) : [];

  return (
    <>
      <section aria-labelledby="metro-recommend" className="mb-4">
        <h3 id="metro-recommend" className="h6">
          Recommend
        </h3>
        {recommended.status === 'pending' && <Loading text="Loading recommended metros..." />}
        {recommended.status === 'failed' && (
          <Failure text={recommended.error} onRetry={onRetryRecommended} />
        )}
        {recommended.status === 'succeeded' &&
          (recommended.data.length > 0 ? (
            <MetroTable {...table} metros={recommended.data} caption="Recommended metros" />
          ) : (
            <p className="empty-state">No metros to recommend right now.</p>
          ))}
      </section>
      <section aria-labelledby="metro-search">
        <h3 id="metro-search" className="h6">
          Search
        </h3>
        <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
          <CityTypeahead
            form={form}
            locations={locations}
            search={searchLocations}
            clear={clearLocations}
          />
          <Form.Group controlId={radiusId}>
            <Form.Label>Radius</Form.Label>
            <Form.Select
              value={radius}
              onChange={(event) => form.setRadius(Number(event.target.value) as MileRadius)}
            >
              <Options
                choices={METRO_RADIUS_OPTIONS.map((miles) => ({
                  value: miles,
                  label: `${miles} Miles`,
                }))}
              />
            </Form.Select>
          </Form.Group>
          {/* A label-high spacer lines the button up with the inputs, not with the help text. */}
          <div>
            <span className="form-label d-block invisible" aria-hidden="true">
              Find
            </span>
            <Button disabled={!city} onClick={find}>
              Find Metros
            </Button>
          </div>
        </div>
        {found.status === 'pending' && <Loading text="Finding metros..." />}
        {found.status === 'failed' && <Failure text={found.error} onRetry={find} />}
        {found.status === 'succeeded' &&
          searched &&
          (offered.length > 0 ? (
            <MetroTable
              {...table}
              metros={offered}
              caption={`Metros within ${searched.radius} miles of ${searched.city.name}`}
            />
          ) : (
            <p className="empty-state">
              No metros within {searched.radius} miles of {searched.city.name}.
            </p>
          ))}
      </section>
    </>
  );
}
