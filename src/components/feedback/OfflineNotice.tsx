import { Trans } from '@lingui/react/macro';

/** The notice's English text (the spec's), as the tests read it; shown through its message. */
export const OFFLINE_TEXT =
  'You are offline. This page needs a connection; it will load when you are back online.';

/**
 * What a screen waiting on the API shows while the browser is offline, in place of its spinner
 * or its failure (AsyncSection, the search's results; see useOfflineWait in lib/useOnline).
 */
export function OfflineNotice() {
  return (
    <p className="text-center text-body-secondary py-5 mb-0" role="status" aria-live="polite">
      <Trans>
        You are offline. This page needs a connection; it will load when you are back online.
      </Trans>
    </p>
  );
}
