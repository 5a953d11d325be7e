import './lazyDialog.css';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Loading } from '@/components/feedback/Loading';

/** What a dialog takes for lazyDialog to know when it is wanted. */
interface Shown {
  show: boolean;
}

export const DIALOG_LOAD_FAILED = 'This dialog could not be loaded. Check your connection.';

/** Over the page, where the modal will open (a portal, as the modal's own, so any parent will do). */
function Layer({ children }: { children: ReactNode }) {
  return createPortal(<div className="lazy-dialog-layer">{children}</div>, document.body);
}

/** Where the dialog will open: a "Loading..." card over the page, which stays as it is. */
function DialogPending() {
  return (
    <Layer>
      <div className="lazy-dialog-card card shadow">
        <Loading />
      </div>
    </Layer>
  );
}

interface LoadBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  onClose: () => void;
}

/** A dialog whose code did not arrive: said where it would have opened, with Try again. */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Layer>
        <div className="lazy-dialog-card card shadow p-3" role="alert">
          <p>{DIALOG_LOAD_FAILED}</p>
          <div className="d-flex gap-2 justify-content-end">
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={this.props.onClose}
            >
              Close
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                this.props.onRetry();
                this.setState({ failed: false });
              }}
            >
              Try again
            </button>
          </div>
        </div>
      </Layer>
    );
  }
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
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    // A failed download is forgotten, so Try again (or the next opening) asks again.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const makeLazy = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => ({ default: await fetchCode() }));

  function Dialog(props: P) {
    const show = shownWhen(props);
    const [wanted, setWanted] = useState(show);
    // Closed by its Close after a failed download: wanted again at its next opening.
    const [dismissed, setDismissed] = useState(false);
    // A failed lazy component stays failed: another try needs a new one.
    const [Lazy, setLazy] = useState(makeLazy);
    if (show && !wanted) setWanted(true);
    if (!show && dismissed) setDismissed(false);
    if (!wanted || dismissed) return null;
    return (
      <LoadBoundary
        onClose={() => {
          setDismissed(true);
          setLazy(makeLazy);
        }}
        onRetry={() => setLazy(makeLazy)}
      >
        <Suspense fallback={show ? <DialogPending /> : null}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(Dialog, {
    preload: () => void fetchCode().catch(() => undefined),
  });
}
