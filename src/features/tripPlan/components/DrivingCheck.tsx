import type { ReactNode } from 'react';
import {
  dayFixes,
  drivingDays,
  drivingDayText,
  limitText,
  splitText,
  type DrivingInputs,
} from '../drivingDay';

interface DrivingCheckProps extends DrivingInputs {
  relief: boolean;
  /** Under the warning: buttons that apply its fixes (the estimate's; the planner has its fields). */
  fixes?: ReactNode;
}

/**
 * Each driving day's hours and, when a day is longer than the rules let one driver drive, the
 * warning in plain words with what fixes it (issue 34; drivingDay.ts cites the rule).
 */
export function DrivingCheck({ relief, fixes, ...trip }: DrivingCheckProps) {
  const days = drivingDays(trip);
  if (days.length === 0) return null;
  const warning = limitText(days, relief, dayFixes(trip));
  return (
    <div className="driving-check mb-1">
      <p className="mb-0">
        {splitText(trip.days, trip.roundTrip)} {days.map(drivingDayText).join('; ')}.
      </p>
      {warning && (
        <div className="alert alert-warning py-2 px-3 mt-1 mb-0">
          <p className="mb-0">{warning}</p>
          {fixes}
        </div>
      )}
    </div>
  );
}
