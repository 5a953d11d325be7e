import { Trans } from '@lingui/react/macro';
import { useLingui } from '@/lib/i18n/react';
import type { PlanFigures } from '../measure';
import { daysExplanation } from '../tripDays';
import { milesExplanation } from '../tripMiles';
import type { PlanOrigin } from '../types';
import type { PlanDraftState } from './usePlanDraft';

/** "about 550 miles: ..." as a sentence of its own. */
export const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

interface PlanExplanationProps {
  draft: PlanDraftState;
  figures: PlanFigures;
  origin: PlanOrigin | null;
}

/**
 * How the days and miles were made, in plain words, and when a typed value is used instead.
 * The figures are announced as the trip changes; the typed notes are not (they would repeat at
 * every keystroke).
 */
export function PlanExplanation({ draft, figures, origin }: PlanExplanationProps) {
  useLingui();
  const days = daysExplanation(draft.departureDate, draft.returnDate);
  const typedMiles =
    draft.miles !== null && figures.miles !== null && draft.miles !== String(figures.miles);
  const typedDays =
    draft.days !== null && figures.days !== null && draft.days !== String(figures.days);
  return (
    <div className="plan-explanation small mt-2">
      <div aria-live="polite">
        {figures.legs && <p className="mb-1">{sentence(milesExplanation(figures.legs))}</p>}
        {draft.destination && !origin && (
          <p className="mb-1">
            <Trans>
              We could not place this search&apos;s departure point, so type the miles in.
            </Trans>
          </p>
        )}
        {days && <p className="mb-1">{sentence(days)}</p>}
      </div>
      {typedMiles && (
        <p className="mb-1 text-body-secondary">
          <Trans>Your miles are used instead until the places or the trip type change.</Trans>
        </p>
      )}
      {typedDays && (
        <p className="mb-1 text-body-secondary">
          <Trans>Your days are used instead until the dates change.</Trans>
        </p>
      )}
    </div>
  );
}
