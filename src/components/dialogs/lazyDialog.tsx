import './lazyDialog.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fetchOnce, LoadBoundary } from '@/components/feedback/LoadBoundary';
import { Loading } from '@/components/feedback/Loading';

/** What a dialog takes for lazyDialog to know when it is wanted. */
interface Shown {
  show: boolean;
}

/** The failure's English text (the message below), as the tests read it. */
export const DIALOG_LOAD_FAILED = 'This dialog could not be loaded. Check your connection.';

/** Over the page, where the modal will open (a portal, as the modal's own, so any parent will do). */
function Layer({ children }: { children: ReactNode }) {
  return createPortal(<div className="lazy-dialog-layer">{children}</div>, document.body);
}

export type LazyDialog<P extends object> = ComponentType<P> & {
  /** Starts loading early (the opener hovered or focused): the click then opens it at once. */
  preload: () => void;
};

/**
 * A dialog whose code (react-bootstrap's Modal, its form and checks) loads when it is first
 * shown, so the screen's first load carries none of it. The click is never lost: the dialog
 * opens as soon as its code is there, with the props of that moment. Until then a "Loading..."
 * status shows where it will open, over a layer that takes the clicks the modal's backdrop
 * would; a failed download says so, with Try again. Once loaded it stays mounted, so it can
 * animate closed and keep its state as an eager dialog would.
 */
export function lazyDialog<P extends Shown>(load: () => Promise<ComponentType<P>>): LazyDialog<P>;
/** A dialog opened by something else than `show` (the listing it removes, the row it edits). */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shownWhen: (props: P) => boolean,
): LazyDialog<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shownWhen: (props: P) => boolean = (props) => (props as Partial<Shown>).show === true,
): LazyDialog<P> {
  function Dialog(props: P) {
    const { t } = useLingui();
    const show = shownWhen(props);
    const [wanted, setWanted] = useState(show);
    // Closed by its Close after a failed download: wanted again at its next opening.
    const [dismissed, setDismissed] = useState(false);
    if (show && !wanted) setWanted(true);
    if (!show && dismissed) setDismissed(false);
    if (!wanted || dismissed) return null;
    return (
      <LoadBoundary
        load={load}
        message={t`This dialog could not be loaded. Check your connection.`}
        // Where the dialog will open: a "Loading..." card over the page, which stays as it is.
        fallback={
          show ? (
            <Layer>
              <div className="lazy-dialog-card card shadow">
                <Loading />
              </div>
            </Layer>
          ) : null
        }
        frame={(failure) => (
          <Layer>
            <div className="lazy-dialog-card shadow">{failure}</div>
          </Layer>
        )}
        actions={
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => setDismissed(true)}
          >
            <Trans>Close</Trans>
          </button>
        }
      >
        {(Loaded) => <Loaded {...props} />}
      </LoadBoundary>
    );
  }
  return Object.assign(Dialog, {
    preload: () => void fetchOnce(load).catch(() => undefined),
  });
}
