import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface AlertProps {
  variant: 'danger' | 'warning' | 'success' | 'info';
  className?: string;
  /** `alert` (read out as it appears), as react-bootstrap's; `status` for a polite one. */
  role?: 'alert' | 'status';
  /** A dismissible alert: its close button (labelled by closeLabel) calls this. */
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
}

/**
 * Bootstrap's alert, as the markup react-bootstrap's Alert draws: that one brings its fade
 * transition (react-transition-group, about 4 KB gzip) to every screen that may show a message.
 */
export function Alert({
  variant,
  className,
  role = 'alert',
  onClose,
  closeLabel,
  children,
}: AlertProps) {
  const { t } = useLingui();
  const classes = ['alert', `alert-${variant}`, onClose && 'alert-dismissible', className];
  return (
    <div role={role} className={classes.filter(Boolean).join(' ')}>
      {children}
      {onClose && (
        <button
          type="button"
          className="btn-close"
          aria-label={closeLabel ?? t`Close alert`}
          onClick={onClose}
        />
      )}
    </div>
  );
}
