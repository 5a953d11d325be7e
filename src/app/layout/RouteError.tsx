import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { pageReload } from '@/app/offline/reloadOnStaleChunk';

/*
 * A page's code arrives as a lazy chunk: after a new deploy the old file names are gone, and on a
 * flaky network the download fails. Browsers word that failure differently (Chromium, Firefox,
 * Safari, and Vite's own preload helper); reloading fetches the current files.
 */
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

interface RouteErrorProps {
  /**
   * The root route's error: the layout itself failed, so this is the whole page (with the
   * `main` landmark). A tree's error renders inside the layout's `main` and adds none.
   */
  page?: boolean;
}

/**
 * The error element of the root and of every route tree: a failed chunk download offers a
 * reload; a loader or render error offers a reload and the way home. Never a blank page.
 */
export function RouteError({ page = false }: RouteErrorProps) {
  const { t } = useLingui();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  if (!isRouteErrorResponse(error) && !chunkFailed) console.error('Route failed', error);
  const content = (
    <>
      <h1 className="h3">
        {chunkFailed ? t`This page could not be loaded` : t`Something went wrong`}
      </h1>
      <p>
        {chunkFailed
          ? t`The site may have been updated, or the connection dropped. Please reload the page.`
          : isRouteErrorResponse(error) && error.status === 404
            ? t`We could not find that page.`
            : t`This page could not be shown. Please reload and try again.`}
      </p>
      <div className="d-flex justify-content-center gap-2">
        {/* Into the deployed build, a waiting offline worker let in first (pageReload). */}
        <Button onClick={() => pageReload.run()}>
          <Trans>Reload</Trans>
        </Button>
        <Link className="btn btn-outline-secondary" to="/">
          <Trans>Home</Trans>
        </Link>
      </div>
    </>
  );
  return page ? (
    <Container className="py-5 text-center" as="main" id="main">
      {content}
    </Container>
  ) : (
    <Container className="py-5 text-center">{content}</Container>
  );
}
