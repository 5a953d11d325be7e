import { notifyUntilActed } from '@/lib/notify';

/** One notice however many updates arrive while the page is open. */
export const UPDATE_NOTICE_ID = 'new-version';

/** The notice of a new deployment: the visitor reloads when it suits them (registerType 'prompt'). */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  return (
    <span className="d-flex flex-wrap align-items-center gap-2">
      A new version is available:{' '}
      <button type="button" className="btn btn-primary btn-sm" onClick={onReload}>
        Reload
      </button>
    </span>
  );
}

/**
 * Shows the notice until its Reload is pressed; a notice already shown stays as it is (one id).
 * In the first load's code, not a chunk: a page whose chunks the server no longer has must still
 * be able to say so (reloadOnStaleChunk.ts).
 */
export function showUpdateNotice(onReload: () => void): void {
  notifyUntilActed(<UpdateNotice onReload={onReload} />, UPDATE_NOTICE_ID);
}
