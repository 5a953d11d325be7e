import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { PaymentPlanForm } from '@/features/registration/components/PaymentPlanForm';
import { selectRegistration } from '@/features/registration/registrationSlice';
import { RegistrationFrame } from './RegistrationFrame';

/**
 * Step 3 needs the earlier steps. After a reload the passwords (never stored) are gone: the
 * visitor goes back to the login step, where everything else is still filled in.
 */
function PaymentStep() {
  const navigate = useNavigate();
  const { profileChecked, loginAccepted, companyId, finished } = useAppSelector(selectRegistration);
  // Registered: the draft is already cleared while the app moves to the operator's page.
  if (finished) return null;
  if (!profileChecked) return <Navigate to={paths.subscriberSubscribe} replace />;
  if (!loginAccepted && companyId === null)
    return <Navigate to={paths.subscriberSubscribeConfirm} replace />;
  return (
    <PaymentPlanForm
      onRegistered={(to) => {
        if (to) void navigate(to, { replace: true });
      }}
    />
  );
}

/** /subscribers/subscribePayment: account status, billing day and payment option (public). */
export function SubscribePaymentPage() {
  return (
    <RegistrationFrame step={3} title="Bus Operator Registration">
      <PaymentStep />
    </RegistrationFrame>
  );
}
