import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import { PlainField } from '@/components/form/PlainField';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import { todayIsoDate } from '../tripDays';
import type { PlannerTripTypes } from '../tripTypes';
import type { PlanErrors } from '../schemas';

export type DateKey = 'departureDate' | 'returnDate';

interface PlanWhenProps {
  types: PlannerTripTypes;
  tripType: number | null;
  onTripType: (tripType: number) => void;
  departureDate: string;
  returnDate: string;
  errors: PlanErrors;
  /** Filled with the date inputs, for the form to focus a wrong one. */
  inputs: RefObject<Partial<Record<string, HTMLInputElement | null>>>;
  onDates: (change: Partial<Record<DateKey, string>>) => void;
}

const DATES: readonly { key: DateKey; label: MessageDescriptor }[] = [
  { key: 'departureDate', label: msg`Departure date` },
  { key: 'returnDate', label: msg`Return date` },
];

/** One way or round trip (metadata's trip types) and the dates. */
export function PlanWhen({
  types,
  tripType,
  onTripType,
  departureDate,
  returnDate,
  errors,
  inputs,
  onDates,
}: PlanWhenProps) {
  const baseId = useId();
  const { i18n } = useLingui();
  const offered = [types.oneWay, types.roundTrip].filter((type) => type !== null);
  const dates = { departureDate, returnDate };
  return (
    <>
      {offered.length > 0 && (
        <fieldset className="mb-2">
          <legend className="form-label fs-6 mb-1">
            <Trans>Trip</Trans>
          </legend>
          {offered.map((type) => (
            <div className="form-check form-check-inline" key={type.id}>
              <input
                className="form-check-input"
                type="radio"
                name={`${baseId}-trip`}
                id={`${baseId}-trip-${type.id}`}
                checked={tripType === type.id}
                onChange={() => onTripType(type.id)}
              />
              <label className="form-check-label" htmlFor={`${baseId}-trip-${type.id}`}>
                {vocabularyName('tripType', type.name)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div className="row g-2 mb-2">
        {DATES.map(({ key, label }) => (
          <PlainField
            key={key}
            id={`${baseId}-${key}`}
            label={i18n._(label)}
            error={errors[key] && i18n._(errors[key])}
            className="col-sm-6"
            inputRef={(element) => {
              inputs.current[key] = element;
            }}
            type="date"
            min={key === 'returnDate' && departureDate ? departureDate : todayIsoDate()}
            value={dates[key]}
            onChange={(event) => onDates({ [key]: event.target.value })}
          />
        ))}
      </div>
    </>
  );
}
