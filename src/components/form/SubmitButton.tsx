import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
  variant?: string;
  className?: string;
  type?: 'submit' | 'button';
  onClick?: () => void;
  disabled?: boolean;
  /** Id of visible text saying why the button waits (aria-describedby). */
  describedBy?: string;
}

/** A submit button that shows progress and cannot be pressed again while its call runs. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  variant = 'primary',
  className,
  type = 'submit',
  onClick,
  disabled,
  describedBy,
}: SubmitButtonProps) {
  return (
    <Button
      type={type}
      variant={variant}
      className={className}
      disabled={busy || disabled}
      aria-busy={busy}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {busy && (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
