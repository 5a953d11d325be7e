import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useAppDispatch } from '@/app/hooks';
import { loginModalShown } from '@/features/auth/authSlice';
import { usePageTitle } from '@/lib/usePageTitle';

/** Where operator pages send visitors who are not logged in as an operator. */
export function UnauthenticatedPage() {
  usePageTitle('Not Logged In');
  const dispatch = useAppDispatch();
  return (
    <Container className="py-5 text-center">
      <h1>Oops!</h1>
      <p>You are not logged in. Please log in to your bus operator account to continue.</p>
      <Button variant="link" onClick={() => dispatch(loginModalShown())}>
        Click here to log in
      </Button>
    </Container>
  );
}
