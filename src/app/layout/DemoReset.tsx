import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LazyConfirmDialog } from '@/components/dialogs/LazyConfirmDialog';
import { browser } from '@/lib/browser';
import { getDemoInfo } from '@/lib/demo';
import { loggedOut } from '@/features/auth/authSlice';
import { useAppDispatch } from '../hooks';

/** Demo mode only: put the demo database back to its seed and start over. */
export function DemoReset() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const demo = getDemoInfo();
  if (!demo) return null;
  return (
    <p className="small mt-3 mb-0 d-flex align-items-center gap-2">
      <span>
        <Trans>You are using the demo API: data stays in this browser.</Trans>
      </span>
      <Button size="sm" variant="outline-light" onClick={() => setAsking(true)}>
        <Trans>Reset demo data</Trans>
      </Button>
      {/* The footer is on every first load; the dialog comes with the click. */}
      <LazyConfirmDialog
        show={asking}
        title={t`Reset the demo data?`}
        confirmLabel={t`Reset demo data`}
        busyLabel={t`Resetting...`}
        danger
        busy={resetting}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setResetting(true);
          demo.reset();
          dispatch(loggedOut());
          browser.reloadTo('/');
        }}
      >
        <Trans>Everything you changed in the demo will be lost.</Trans>
      </LazyConfirmDialog>
    </p>
  );
}
