import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { LoginStepForm } from '@/features/registration/components/LoginStepForm';
import { selectRegistration } from '@/features/registration/registrationSlice';
import { RegistrationFrame } from './RegistrationFrame';

/** Step 2 needs a profile that passed the duplicate check; else it starts over at step 1. */
function LoginStep() {
  const navigate = useNavigate();
  const { profileChecked } = useAppSelector(selectRegistration);
  if (!profileChecked) return <Navigate to={paths.subscriberSubscribe} replace />;
  return (
    <LoginStepForm
      // Replacing this entry: Back from the payment step then lands on step 1 (spec section 2).
      onSaved={() => void navigate(paths.subscriberSubscribePayment, { replace: true })}
    />
  );
}

/** /subscribers/subscribeConfirm: login name and password (public). */
export function SubscribeConfirmPage() {
  return (
    <RegistrationFrame step={2} title="Bus Operator Registration">
      <LoginStep />
    </RegistrationFrame>
  );
}
