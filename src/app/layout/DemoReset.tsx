import Button from 'react-bootstrap/Button';
import { reloadTo } from '@/lib/browser';
import { getDemoInfo } from '@/lib/demo';
import { loggedOut } from '@/features/auth/authSlice';
import { useAppDispatch } from '../hooks';

/** Demo mode only: put the demo database back to its seed and start over. */
export function DemoReset() {
  const dispatch = useAppDispatch();
  const demo = getDemoInfo();
  if (!demo) return null;
  return (
    <p className="small mt-3 mb-0 d-flex align-items-center gap-2">
      <span>You are using the demo API: data stays in this browser.</span>
      <Button
        size="sm"
        variant="outline-light"
        onClick={() => {
          if (
            !window.confirm('Reset the demo data? Everything you changed in the demo will be lost.')
          )
            return;
          demo.reset();
          dispatch(loggedOut());
          reloadTo('/');
        }}
      >
        Reset demo data
      </Button>
    </p>
  );
}
