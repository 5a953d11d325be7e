import { useState } from 'react';
import { Alert } from '@/components/feedback/Alert';
import { SubmitButton } from '@/components/form/SubmitButton';
import type { WizardStep } from '../steps';
import { useStepSave } from '../useStepSave';

interface StepNextProps {
  step: WizardStep;
  /** The step's progress call (e.g. /company/progress/update/setup/second/index). */
  post: (companyId: number) => Promise<void>;
  /** Why the step cannot move on yet (said beside Next); null when it can. */
  blockedBy?: string | null;
}

/**
 * Next of a wizard step whose only call is its progress update (spec section 4): a loading state
 * that blocks a second click, on to the next step only on code 0; on failure no message (spec
 * section 8), Next is simply enabled again.
 */
export function StepNext({ step, post, blockedBy = null }: StepNextProps) {
  const { save, busy } = useStepSave<void>(step, post);
  const [tried, setTried] = useState(false);

  const next = () => {
    if (blockedBy) {
      setTried(true);
      return;
    }
    void save();
  };

  return (
    <div className="mt-4">
      {blockedBy &&
        (tried ? (
          <Alert variant="warning" role="alert">
            {blockedBy}
          </Alert>
        ) : (
          <p className="text-muted">{blockedBy}</p>
        ))}
      <SubmitButton type="button" busy={busy} onClick={next}>
        Next
      </SubmitButton>
    </div>
  );
}
