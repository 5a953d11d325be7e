import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '@/components/feedback/Alert';
import { FormikSubmitButton } from './FormikSubmitButton';

interface SaveRowProps {
  busy: boolean;
  /** The call's failure, shown above the button so the same values can be sent again. */
  error?: ReactNode;
  /** Shown on the button while `busy`. */
  busyLabel?: string;
  className?: string;
  /** The button's label. */
  children: ReactNode;
}

/**
 * The end of a Formik form that sends one call: its failure, then the submit button (busy while
 * the call runs, and while a Submit's checks load: lazySchema).
 */
export function SaveRow({ busy, error, busyLabel, className, children }: SaveRowProps) {
  const { t } = useLingui();
  return (
    <>
      {error && <Alert variant="danger">{error}</Alert>}
      <FormikSubmitButton busy={busy} busyLabel={busyLabel ?? t`Saving...`} className={className}>
        {children}
      </FormikSubmitButton>
    </>
  );
}
