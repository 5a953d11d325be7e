import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { SubmitButton } from './SubmitButton';

interface SaveRowProps {
  busy: boolean;
  /** The call's failure, shown above the button so the same values can be sent again. */
  error?: string | null;
  /** Shown on the button while `busy`. */
  busyLabel?: string;
  className?: string;
  /** The button's label. */
  children: ReactNode;
}

/** The end of a form that sends one call: its failure, then the submit button. */
export function SaveRow({
  busy,
  error,
  busyLabel = 'Saving...',
  className,
  children,
}: SaveRowProps) {
  return (
    <>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <SubmitButton busy={busy} busyLabel={busyLabel} className={className}>
        {children}
      </SubmitButton>
    </>
  );
}
