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
