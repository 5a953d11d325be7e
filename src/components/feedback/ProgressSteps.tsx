import ProgressBar from 'react-bootstrap/ProgressBar';

const STEPS = ['Quote Search', 'Review Information', 'Confirmation'] as const;

/** The three-step quote progress bar (33% on search, 100% on confirmation). */
export function ProgressSteps({ percent }: { percent: number }) {
  const current = Math.min(STEPS.length, Math.max(1, Math.round((percent / 100) * STEPS.length)));
  return (
    <div className="progress-steps mb-4">
      {/* Parent and child, so the name lands on the role="progressbar" element (axe). */}
      <ProgressBar>
        <ProgressBar
          now={percent}
          aria-label={`Quote request progress: step ${current} of ${STEPS.length}`}
          visuallyHidden={false}
          label={`${percent}%`}
        />
      </ProgressBar>
      <ol className="progress-steps__labels list-unstyled d-flex justify-content-between mt-2 mb-0">
        {STEPS.map((step, index) => (
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
