import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProfileForm } from '@/features/registration/components/ProfileForm';
import { RegistrationFrame } from './RegistrationFrame';
import { RegistrationTerms } from './RegistrationTerms';

/** /subscribers/subscribe: Bus Operator Registration, step 1 (public). */
export function SubscribePage() {
  const navigate = useNavigate();
  return (
    <RegistrationFrame step={1} title="Bus Operator Registration">
      <ProfileForm
        terms={<RegistrationTerms />}
        onChecked={() => void navigate(paths.subscriberSubscribeConfirm)}
      />
    </RegistrationFrame>
  );
}
