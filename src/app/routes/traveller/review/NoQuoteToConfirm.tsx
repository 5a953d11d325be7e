import { Trans } from '@lingui/react/macro';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { searchPath } from '@/config/paths';

/** /confirmation without a quote in this tab (a new tab, a direct link, a closed session). */
export function NoQuoteToConfirm({ historyPath }: { historyPath: string | null }) {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">
        <Trans>No quote request to confirm</Trans>
      </h1>
      <p className="mx-auto confirmation__lead">
        <Trans>
          There is no recent quote request in this browser tab. If you sent one, the copy we emailed
          you has its quote number.
        </Trans>
      </p>
      <div className="d-flex justify-content-center flex-wrap gap-2">
        <Link className="btn btn-primary" to={searchPath()}>
          <Trans>Search for bus companies</Trans>
        </Link>
        {historyPath && (
          <Link className="btn btn-outline-primary" to={historyPath}>
            <Trans>View My Quote History</Trans>
          </Link>
        )}
      </div>
    </Container>
  );
}
