import { Trans, useLingui } from '@lingui/react/macro';
import './AsyncSection.css';
import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Alert } from '@/components/feedback/Alert';
import { Loading } from '@/components/feedback/Loading';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { GENERIC_ERROR } from '@/lib/apiError';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import type { RequestState } from '@/lib/requestStatus';
import { useOfflineWait } from '@/lib/useOnline';

interface AsyncSectionProps {
  /** The call that fills this section; a failure without text gets a generic sentence. */
  request: Pick<RequestState, 'status'> & Partial<Pick<RequestState, 'error' | 'refusal'>>;
  /** The call's words: its failure worded in the visitor's language (a traveller's screen). */
  words?: RefusalWords;
  /**
   * Makes the call, on mount and on Try again: a section that owns its call. A page that calls
   * on mount with more to do (a reset first, a parameter) passes `onRetry` instead.
   */
  load?: () => void;
  /** Asks again (the Try again button of a failure); `load` when not given. */
  onRetry?: () => void;
  /** True while there is nothing to show yet (no list items, no profile). */
  empty: boolean;
  /** Said when the call succeeded with nothing in it (the spec's "No previous quotes"). */
  emptyText?: string;
  loadingText?: string;
  children: ReactNode;
}

/**
 * Whatever a section loads from the server, the same four states: a spinner until the first
 * answer, a failure with Try again, the empty text, or the content. Content already on hand stays
 * on screen through a reload (a failed reload shows its failure above it). Offline, the spinner
 * and the failure give way to "You are offline..." (OfflineNotice), and a failed call is tried
 * again once the browser is back online.
 */
export function AsyncSection({
  request: { status, error, refusal },
  words,
  load,
  onRetry = load,
  empty,
  emptyText,
  loadingText,
  children,
}: AsyncSectionProps) {
  const { t } = useLingui();
  // The first load only: a new function each render is the same call.
  const firstLoad = useRef(load);
  useEffect(() => firstLoad.current?.(), []);
  const loading = empty && (status === 'idle' || status === 'pending');
  const failed = status === 'failed';
  const offline = useOfflineWait(loading || failed, failed ? onRetry : undefined);
  return (
    <>
      {offline && <OfflineNotice />}
      {loading && !offline && <Loading text={loadingText} />}
      {failed && !offline && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span>
            {words ? (
              <RefusalMessage words={words} refusal={refusal} />
            ) : error && error !== GENERIC_ERROR ? (
              error
            ) : (
              // GENERIC_ERROR, in the visitor's language.
              t`There was a problem. Please try again later.`
            )}
          </span>
          <Button variant="outline-dark" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {empty && status === 'succeeded' && emptyText && <p className="empty-state">{emptyText}</p>}
      {!empty && children}
    </>
  );
}
