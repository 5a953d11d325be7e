import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container className="py-5 text-center">
      <h1>Page Not Found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link to="/">Back to home</Link>
    </Container>
  );
}
