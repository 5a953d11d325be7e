import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LazyConfirmDialog } from '@/components/dialogs/LazyConfirmDialog';
import { browser } from '@/lib/browser';
import { getDemoInfo } from '@/lib/demo';
import { loggedOut } from '@/features/auth/authSlice';
import { useAppDispatch } from '../hooks';

/** Demo mode only: put the demo database back to its seed and start over. */
export function DemoReset() {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const demo = getDemoInfo();
  if (!demo) return null;
  return (
    <p className="small mt-3 mb-0 d-flex align-items-center gap-2">
      <span>You are using the demo API: data stays in this browser.</span>
      <Button size="sm" variant="outline-light" onClick={() => setAsking(true)}>
        Reset demo data
      </Button>
      {/* The footer is on every first load; the dialog comes with the click. */}
      <LazyConfirmDialog
        show={asking}
        title="Reset the demo data?"
        confirmLabel="Reset demo data"
        busyLabel="Resetting..."
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
        Everything you changed in the demo will be lost.
      </LazyConfirmDialog>
    </p>
  );
}
