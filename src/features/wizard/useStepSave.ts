import { useCallback, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/features/auth/authSlice';
import { GENERIC_ERROR, messageOf } from '@/lib/apiError';
import type { WizardStep } from './steps';
import { setupStepDone } from './wizardSlice';

/**
 * A step's own call, then on to the next step: once it succeeds, `setupStepDone` moves the
 * progress and the wizard's frame opens the next step (the page does not navigate). The call
 * runs once at a time; while it runs `busy` is true, and after a failure everything is as it
 * was, with the failure's text in `error` (the server's, else the api function's own).
 *
 * The call goes from the page to its api function, not through a thunk: its outcome is the
 * progress itself, and step 1's body (photos) is too large to carry through every action.
 */
export function useStepSave<T>(
  step: WizardStep,
  post: (companyId: number, input: T) => Promise<void>,
) {
  const dispatch = useAppDispatch();
  const companyId = useAppSelector(selectAuth).companyId ?? 0;
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(
    async (input: T): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await post(companyId, input);
      } catch (failure) {
        running.current = false;
        setBusy(false);
        setError(messageOf(failure, GENERIC_ERROR));
        return false;
      }
      // Busy stays on: the page is about to be replaced by the next step.
      dispatch(setupStepDone(step));
      return true;
    },
    [companyId, dispatch, post, step],
  );

  return { save, busy, error };
}
