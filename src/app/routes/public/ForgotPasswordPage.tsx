import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { usePageTitle } from '@/lib/usePageTitle';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Forgot Password`);
  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3">
            <Trans>Forgot your password?</Trans>
          </h1>
          <p className="text-body-secondary">
            <Trans>
              Enter the email address of your account and we will email you your password.
            </Trans>
          </p>
          <ForgotPasswordForm />
        </Card.Body>
      </Card>
    </Container>
  );
}
