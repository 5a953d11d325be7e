import '@/styles/user.css';
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
  usePageTitle('Register');
  const dispatch = useAppDispatch();
  return (
    <Container className="py-5" style={{ maxWidth: 640 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3">Create Your Traveller Account</h1>
          <p className="text-body-secondary mb-2">A free account gives your group:</p>
          <ul className="text-body-secondary">
            <li>your quote history in one place</li>
            <li>communication with bus companies</li>
            <li>a personalised profile</li>
          </ul>
          <UserRegistrationForm />
          <div className="d-flex flex-wrap justify-content-between gap-2 small mt-3">
            <span>
              Already have an account?{' '}
              <Button
                variant="link"
                className="link-inline"
                onClick={() => dispatch(loginModalShown({ returnTo: paths.userQuoteHistory }))}
              >
                Log in
              </Button>
            </span>
            <Link to={paths.subscriberSubscribe}>Run a bus company? Become a Subscriber</Link>
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}
