import '@/styles/user.css';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { loginModalShown } from '@/features/auth/authSlice';
import { UserRegistrationForm } from '@/features/userRegistration/components/UserRegistrationForm';
import { usePageTitle } from '@/lib/usePageTitle';

/** /users/subscribe: traveller registration. */
export function UserSubscribePage() {
  const { t } = useLingui();
  usePageTitle(t`Register`);
  const dispatch = useAppDispatch();
  return (
    <Container className="py-5" style={{ maxWidth: 640 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3">
            <Trans>Create Your Traveller Account</Trans>
          </h1>
          <p className="text-body-secondary mb-2">
            <Trans>A free account gives your group:</Trans>
          </p>
          <ul className="text-body-secondary">
            <li>
              <Trans>your quote history in one place</Trans>
            </li>
            <li>
              <Trans>communication with bus companies</Trans>
            </li>
            <li>
              <Trans>a personalised profile</Trans>
            </li>
          </ul>
          <UserRegistrationForm />
          <div className="d-flex flex-wrap justify-content-between gap-2 small mt-3">
            <span>
              <Trans>Already have an account?</Trans>{' '}
              <Button
                variant="link"
                className="link-inline"
                onClick={() => dispatch(loginModalShown({ returnTo: paths.userQuoteHistory }))}
              >
                <Trans>Log in</Trans>
              </Button>
            </span>
            <Link to={paths.subscriberSubscribe}>
              <Trans>Run a bus company? Become a Subscriber</Trans>
            </Link>
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}
