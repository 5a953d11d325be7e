import { Trans, useLingui } from '@lingui/react/macro';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/usePageTitle';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  return (
    <Container className="py-5 text-center">
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>The page you were looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/">
        <Trans>Back to home</Trans>
      </Link>
    </Container>
  );
}
