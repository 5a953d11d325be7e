import { Trans } from '@lingui/react/macro';
import { wantToasts } from '@/lib/notify';

/** One notice however many updates arrive while the page is open. */
export const UPDATE_NOTICE_ID = 'new-version';

/** The notice of a new deployment: the visitor reloads when it suits them (registerType 'prompt'). */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  return (
    <span className="d-flex flex-wrap align-items-center gap-2">
      <Trans>A new version is available:</Trans>{' '}
      <button type="button" className="btn btn-primary btn-sm" onClick={onReload}>
        <Trans>Reload</Trans>
      </button>
    </span>
  );
}

/**
 * Shows the notice until its own Reload is used: polite (a status, not an alert that interrupts
 * a screen reader), never closed by a stray click or a timer; a notice already shown stays as it
 * is (one id). Here rather than in lib/notify, so the first load does not carry it.
 */
export function showUpdateNotice(onReload: () => void): void {
  wantToasts();
  void import('react-toastify').then(({ toast }) => {
    toast.info(<UpdateNotice onReload={onReload} />, {
      toastId: UPDATE_NOTICE_ID,
      autoClose: false,
      closeOnClick: false,
      draggable: false,
      role: 'status',
    });
  });
}
