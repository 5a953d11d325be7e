import Spinner from 'react-bootstrap/Spinner';

/** A centred spinner with visible text (the spec's "Loading...", "Searching"). */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div
      className="d-flex align-items-center justify-content-center gap-2 py-5"
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
