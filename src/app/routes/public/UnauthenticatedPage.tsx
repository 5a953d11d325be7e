import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useAppDispatch } from '@/app/hooks';
import { loginModalShown } from '@/features/auth/authSlice';
import { usePageTitle } from '@/lib/usePageTitle';

/** Where operator pages send visitors who are not logged in as an operator. */
export function UnauthenticatedPage() {
  const { t } = useLingui();
  usePageTitle(t`Not Logged In`);
  const dispatch = useAppDispatch();
  return (
    <Container className="py-5 text-center">
      <h1>
        <Trans>Oops!</Trans>
      </h1>
      <p>
        <Trans>
          You are not logged in. Please log in to your bus operator account to continue.
        </Trans>
      </p>
      <Button variant="link" onClick={() => dispatch(loginModalShown())}>
        <Trans>Click here to log in</Trans>
      </Button>
    </Container>
  );
}
