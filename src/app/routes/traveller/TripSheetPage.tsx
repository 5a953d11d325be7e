import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { searchPath } from '@/config/paths';
import { TripSheetView } from '@/features/tripSheet/components/TripSheetView';
import {
  readSheetLink,
  sheetParams,
  writeSheetLink,
  type TripSheet,
} from '@/features/tripSheet/sheetLink';
import { sheetTitle } from '@/features/tripSheet/sheetText';
import { useOnline } from '@/lib/useOnline';
import { usePageTitle } from '@/lib/usePageTitle';

/**
 * Route /trip#...: the trip sheet (issue 35), made from its link alone, so a parent opens it
 * cold on any phone, with no account; once opened it opens again without signal (the offline
 * worker keeps this page's code, docs/deployment.md#offline). The trip is the address's
 * fragment, read again whenever it changes (a link edited in the address bar); an old link's
 * query was moved there before any script ran (sheetQueryMove.ts).
 */
export function TripSheetPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => readSheetLink(sheetParams(hash)), [hash]);
  const online = useOnline();
  const { t } = useLingui();
  const title = read.kind === 'sheet' ? sheetTitle(read.sheet) : '';
  usePageTitle(read.kind === 'sheet' ? t`Trip sheet: ${title}` : t`Trip sheet`);
  const linkOf = (sheet: TripSheet) => `${window.location.origin}${writeSheetLink(sheet)}`;

  return (
    <Container className="py-4">
      {!online && (
        <p className="small text-body-secondary d-print-none" role="status">
          <Trans>Offline: showing the trip as saved.</Trans>
        </p>
      )}
      {read.kind === 'sheet' ? (
        <TripSheetView
          sheet={read.sheet}
          linkOf={linkOf}
          onName={(name) => {
            const next = writeSheetLink({ ...read.sheet, name });
            if (next !== writeSheetLink(read.sheet)) void navigate(next, { replace: true });
          }}
        />
      ) : (
        <>
          <h1 className="h2">
            <Trans>Trip sheet</Trans>
          </h1>
          <p>
            {read.kind === 'empty' ? (
              <Trans>
                There is no trip in this link yet. Plan the trip with Estimate my trip on the search
                results, then open its trip sheet.
              </Trans>
            ) : (
              <Trans>
                This trip link is damaged: part of it is missing or was changed. Ask whoever sent it
                for the link again, or plan the trip on the search results.
              </Trans>
            )}
          </p>
          <Link className="btn btn-primary" to={searchPath()}>
            <Trans>Search for bus companies</Trans>
          </Link>
        </>
      )}
    </Container>
  );
}
