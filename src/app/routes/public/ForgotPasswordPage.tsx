import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { usePageTitle } from '@/lib/usePageTitle';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3">Forgot your password?</h1>
          <p className="text-body-secondary">
            Enter the email address of your account and we will email you your password.
          </p>
          <ForgotPasswordForm />
        </Card.Body>
      </Card>
    </Container>
  );
}
