import { useLingui } from '@lingui/react/macro';
import Spinner from 'react-bootstrap/Spinner';

/** A centred spinner with visible text (the spec's "Loading...", "Searching"). */
export function Loading({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <div
      className="d-flex align-items-center justify-content-center gap-2 py-5"
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{text ?? t`Loading...`}</span>
    </div>
  );
}
