import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type RefObject } from 'react';
import type { PlaceIndex } from '../placeIndex';
import { MAX_STOPS, type Place, type PlanOrigin } from '../types';
import { PlaceField } from './PlaceField';
import { PlanStops, type DraftStop } from './PlanStops';
import { draftStop } from './usePlanDraft';

interface PlanPlacesProps {
  origin: PlanOrigin | null;
  destination: Place | null;
  stops: readonly DraftStop[];
  index: PlaceIndex | null;
  loadFailed: boolean;
  destinationError: string | null;
  destinationInput: RefObject<HTMLInputElement | null>;
  onPendingDestination: (text: string) => void;
  onChange: (change: { destination: Place | null; stops: DraftStop[] }) => void;
}

/** Where the group goes and the stops on the way, from the search's departure point. */
export function PlanPlaces({
  origin,
  destination,
  stops,
  index,
  loadFailed,
  destinationError,
  destinationInput,
  onPendingDestination,
  onChange,
}: PlanPlacesProps) {
  const stopInput = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const most = MAX_STOPS;
  return (
    <fieldset className="mb-2">
      <legend className="h6">
        <Trans>Where the group goes</Trans>
      </legend>
      {origin && (
        <p className="small text-body-secondary mb-2">
          <Trans>From {origin.name}, where this search departs.</Trans>
        </p>
      )}
      <PlaceField
        label={t`Destination`}
        place={destination}
        index={index}
        near={origin}
        loadFailed={loadFailed}
        errorText={destinationError}
        inputRef={destinationInput}
        onPendingText={onPendingDestination}
        onChoose={(place) => onChange({ destination: place, stops: [...stops] })}
      />
      <PlanStops
        stops={stops}
        onChange={(next) => onChange({ destination, stops: next })}
        onEmptied={() => stopInput.current?.focus()}
      />
      {stops.length < MAX_STOPS ? (
        <PlaceField
          label={t`Add a stop on the way (up to ${most})`}
          help={t`Optional. Type at least 2 letters of a city, or a zip code, then choose it: stops are visited in the order listed.`}
          place={null}
          index={index}
          near={destination ?? origin}
          loadFailed={loadFailed}
          clearOnChoose
          inputRef={stopInput}
          onChoose={(place) => {
            if (place) onChange({ destination, stops: [...stops, draftStop(place)] });
          }}
        />
      ) : (
        <p className="small text-body-secondary">
          <Trans>{most} stops is the most a trip plan takes.</Trans>
        </p>
      )}
    </fieldset>
  );
}
