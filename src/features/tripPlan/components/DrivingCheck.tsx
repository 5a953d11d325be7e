import { useLingui } from '@/lib/i18n/react';
import type { ReactNode } from 'react';
import { drivingDays, tripFixes, type DrivingInputs, type TripFixes } from '../drivingDay';
import { drivingDaysText, limitText } from '../drivingText';

interface DrivingCheckProps extends DrivingInputs {
  relief: boolean;
  /** Under the warning: buttons that apply the fixes that work (the estimate's). */
  renderFixes?: (fixes: TripFixes) => ReactNode;
}

/**
 * Each driving day's hours and, when a day is longer than the rule lets a driver drive, the
 * warning in plain words with only the fixes that work (issues 34, 39; drivingDay.ts cites the
 * rule).
 */
export function DrivingCheck({ relief, renderFixes, ...trip }: DrivingCheckProps) {
  // Its sentences are read in the language of the moment: drawn again when it changes.
  useLingui();
  const days = drivingDays(trip);
  if (days.length === 0) return null;
  const fixes = tripFixes(trip, relief);
  const warning = limitText(days, relief, fixes);
  return (
    <div className="driving-check mb-1">
      <p className="mb-0">{drivingDaysText(trip.days, days)}</p>
      {warning && (
        <div className="alert alert-warning py-2 px-3 mt-1 mb-0">
          <p className="mb-0">{warning}</p>
          {renderFixes?.(fixes)}
        </div>
      )}
    </div>
  );
}
