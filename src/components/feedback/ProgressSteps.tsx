import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const QUOTE_STEPS = [msg`Quote Search`, msg`Review Information`, msg`Confirmation`];

interface ProgressStepsProps {
  /** How far along, 0-100 (the quote flow's spec values are 33, 66 and 100). */
  percent: number;
  /** The step names under the bar; the quote request's three (in the visitor's language) by default. */
  steps?: readonly string[];
  /** Names the bar for screen readers, e.g. "Quote request progress". */
  name?: string;
  /** The text on the bar; the percentage by default ("" for none, as in the setup wizard). */
  barLabel?: string;
}

/**
 * A progress bar over named steps: the quote request's three (33% on search, 100% on
 * confirmation) and the operator setup wizard's five. The current step is marked for screen
 * readers (aria-current="step") and in bold; steps still ahead are muted.
 */
export function ProgressSteps({
  percent,
  steps: given,
  name: givenName,
  barLabel,
}: ProgressStepsProps) {
  const { i18n, t } = useLingui();
  const steps = given ?? QUOTE_STEPS.map((step) => i18n._(step));
  const name = givenName ?? t`Quote request progress`;
  const total = steps.length;
  const current = Math.min(steps.length, Math.max(1, Math.round((percent / 100) * steps.length)));
  return (
    // Past three names a phone has no room for them: the page then names the step itself.
    <div className={`progress-steps mb-4${steps.length > 3 ? ' progress-steps--many' : ''}`}>
      {/* Bootstrap's markup (what react-bootstrap's ProgressBar draws, without its code on the
          first screen); the name is on the role="progressbar" element (axe). */}
      <div className="progress">
        <div
          role="progressbar"
          className="progress-bar"
          style={{ width: `${percent}%` }}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t`${name}: step ${current} of ${total}`}
        >
          {barLabel ?? `${percent}%`}
        </div>
      </div>
      <ol className="progress-steps__labels list-unstyled d-flex justify-content-between gap-2 mt-2 mb-0">
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index + 1 === current ? 'step' : undefined}
            className={index + 1 <= current ? 'fw-semibold' : 'text-body-secondary'}
          >
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
