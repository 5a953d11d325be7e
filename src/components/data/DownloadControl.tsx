import './DownloadControl.css';
import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Alert } from '@/components/feedback/Alert';
import type { DownloadRequest } from '@/lib/download';
import { formatBytes } from '@/lib/format';
import { useDownload, type DownloadState } from './useDownload';

interface DownloadControlProps {
  /** What the file is, as said in a sentence: "metro breakdown" ("The metro breakdown download failed."). */
  name: string;
  /** One line under the name: what the file holds. */
  description?: ReactNode;
  /** Builds the request when the download starts; null = not now (e.g. invalid dates). */
  prepare: () => DownloadRequest | null | Promise<DownloadRequest | null>;
  disabled?: boolean;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The bar and its words: bytes of the whole, or bytes so far on a moving bar when the size is unknown. */
export function DownloadProgress({
  name,
  loaded,
  total,
}: {
  name: string;
  loaded: number;
  total: number | null;
}) {
  const known = total !== null && total > 0;
  const percent = known ? Math.min(100, Math.round((loaded / total) * 100)) : 100;
  const text =
    loaded === 0
      ? 'Preparing the file. The server may take a few minutes.'
      : known
        ? `${formatBytes(loaded)} of ${formatBytes(total)}`
        : `${formatBytes(loaded)} so far`;
  return (
    <div className="download-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={`${capitalized(name)} download`}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? 100 : undefined}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={text}
      >
        <div
          className={
            known ? 'progress-bar' : 'progress-bar progress-bar-striped progress-bar-animated'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="small text-muted">{text}</span>
    </div>
  );
}

/** What the live region says once a download is over (progress itself is not announced). */
function outcomeText(name: string, state: DownloadState): string {
  if (state.phase === 'saved') return `Saved ${state.fileName}.`;
  if (state.phase === 'cancelled') return `The ${name} download was cancelled.`;
  return '';
}

/**
 * One downloadable file from the long-running API: a Download button (its name says which file,
 * since a page lists several); while it runs, a progress bar (bytes of the whole, or bytes so
 * far on a moving bar when the size is unknown) and Cancel; then the saved file's name, or what
 * failed with Retry. It never covers the page: every other control, other downloads included,
 * stays usable; only this one's button waits for its run.
 */
export function DownloadControl({ name, description, prepare, disabled }: DownloadControlProps) {
  const { state, start, cancel } = useDownload(prepare);
  const titleId = useId();
  const running = state.phase === 'running';
  return (
    <div className="download-control" role="group" aria-labelledby={titleId}>
      <div className="download-control-head">
        <div>
          <h3 id={titleId} className="h6 mb-0">
            {capitalized(name)}
          </h3>
          {description && <p className="small text-muted mb-0">{description}</p>}
        </div>
        <div className="d-flex gap-2">
          {running && (
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={cancel}
              aria-label={`Cancel the ${name} download`}
            >
              Cancel
            </Button>
          )}
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => void start()}
            disabled={running || disabled}
            aria-busy={running}
            aria-label={`Download ${name}`}
          >
            Download
          </Button>
        </div>
      </div>
      {running && <DownloadProgress name={name} loaded={state.loaded} total={state.total} />}
      <p className="small text-muted mb-0" role="status">
        {outcomeText(name, state)}
      </p>
      {state.phase === 'failed' && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0 mt-2">
          <span>
            The {name} download failed.{state.serverText ? ` ${state.serverText}` : ''}
          </span>
          <Button
            variant="outline-dark"
            size="sm"
            onClick={() => void start()}
            aria-label={`Retry the ${name} download`}
          >
            Retry
          </Button>
        </Alert>
      )}
    </div>
  );
}
