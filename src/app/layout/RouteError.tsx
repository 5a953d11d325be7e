import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/**
 * The error element of every route tree: a failed chunk download (a new deploy) or a render
 * error shows a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (!isRouteErrorResponse(error)) console.error('Route failed', error);
  return (
    <Container className="py-5 text-center" as="main" id="main">
      <h1 className="h3">Something went wrong</h1>
      <p>
        {status === 404
          ? 'We could not find that page.'
          : 'This page could not be shown. Please reload and try again.'}
      </p>
      <div className="d-flex justify-content-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link className="btn btn-outline-secondary" to="/">
          Home
        </Link>
      </div>
    </Container>
  );
}
