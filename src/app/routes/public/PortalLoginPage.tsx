import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { accountHomeOf, selectAuth } from '@/features/auth/authSlice';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { usePageTitle } from '@/lib/usePageTitle';

/** Route /: the portal login screen for operators, travellers and admins. */
export function PortalLoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Portal Login`);
  const { loggedIn, loginType } = useAppSelector(selectAuth);
  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-1">
            <Trans>Admin Portal</Trans>
          </h1>
          <p className="text-body-secondary">
            <Trans>Log in to manage your account, listings and quotes.</Trans>
          </p>
          {loggedIn ? (
            <p>
              <Trans>
                You are logged in. <Link to={accountHomeOf(loginType)}>Go to My Account</Link>
              </Trans>
            </p>
          ) : (
            <LoginForm userLabel={t`Email or Username`} />
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
