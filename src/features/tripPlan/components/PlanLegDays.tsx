import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type Ref } from 'react';
import { PlainField } from '@/components/form/PlainField';
import { DEFAULT_DESTINATION_HOURS } from '../drivingDay';

export interface LegOfDay {
  /** "Spokane, WA to Ellensburg, WA". */
  name: string;
  day: number;
}

interface PlanLegDaysProps {
  /** The plan's legs with their days (drivingDay.ts planLegDays); none without a plan. */
  legs: readonly LegOfDay[];
  days: number;
  /** Whether the hours at the destination are asked: a round trip with a destination. */
  asksHours: boolean;
  destinationHours: string;
  error: MessageDescriptor | undefined;
  /** The hours input, for the form to focus it when wrong. */
  hoursInput: Ref<HTMLInputElement>;
  onHours: (text: string) => void;
  onMove: (leg: number, day: number) => void;
}

/**
 * The hours the group spends at the destination (the driver waits there, on duty) and, on a trip
 * of several days, the day of each leg, which the traveller may move (issue 39).
 */
export function PlanLegDays({
  legs,
  days,
  asksHours,
  destinationHours,
  error,
  hoursInput,
  onHours,
  onMove,
}: PlanLegDaysProps) {
  const baseId = useId();
  const { t, i18n } = useLingui();
  const usual = DEFAULT_DESTINATION_HOURS;
  return (
    <>
      {asksHours && (
        <div className="row g-2 mt-1">
          <PlainField
            id={`${baseId}-hours`}
            label={t`Hours the group spends there`}
            error={error && i18n._(error)}
            className="col-12"
            inputRef={hoursInput}
            inputMode="decimal"
            autoComplete="off"
            maxLength={4}
            value={destinationHours}
            onChange={(event) => onHours(event.target.value)}
            help={t`At the destination: on a day the bus arrives and leaves again, the driver waits with it, on duty. ${usual} hours unless you change it.`}
          />
        </div>
      )}
      {legs.length > 0 && days > 1 && (
        <fieldset className="plan-leg-days mt-2">
          <legend className="fs-6 mb-1">
            <Trans>The day of each leg</Trans>
          </legend>
          {legs.map((leg, index) => (
            <div key={index} className="d-flex flex-wrap align-items-center gap-2 py-1">
              <label className="me-auto small" htmlFor={`${baseId}-leg-${index}`}>
                {leg.name}
              </label>
              <select
                id={`${baseId}-leg-${index}`}
                className="form-select form-select-sm w-auto"
                value={leg.day}
                onChange={(event) => onMove(index, Number(event.target.value))}
              >
                {Array.from({ length: days }, (_, day) => (
                  <option key={day} value={day + 1}>
                    {t`Day ${day + 1}`}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
    </>
  );
}
