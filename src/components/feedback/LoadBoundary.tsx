import { Trans } from '@lingui/react/macro';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Alert } from './Alert';

/** Each loader's code, fetched once for every use (and every visit) that shows it. */
const fetched = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
/** Failed downloads: the only errors LoadBoundary answers with Try again. */
const downloadFailures = new WeakSet<object>();

/** `load`'s code, once per loader; a failed download is forgotten, so Try again asks again. */
export function fetchOnce<T>(load: () => Promise<T>): Promise<T> {
  const fetching =
    (fetched.get(load) as Promise<T> | undefined) ??
    load().catch((error: unknown) => {
      fetched.delete(load);
      if (typeof error === 'object' && error !== null) downloadFailures.add(error);
      throw error;
    });
  fetched.set(load, fetching);
  return fetching;
}

interface LoadBoundaryProps<P extends object> {
  /** The code: the same function on every render (module-level), fetched once (fetchOnce). */
  load: () => Promise<ComponentType<P>>;
  /** While the code is on its way. */
  fallback: ReactNode;
  /** Draws the loaded component. */
  children: (Loaded: ComponentType<P>) => ReactNode;
  /** What could not be loaded, in the use's own words. */
  message: string;
  /** Where the failure shows (the section's card, the dialog's layer). */
  frame: (failure: ReactNode) => ReactNode;
  /** Beside Try again (the dialog's Close). */
  actions?: ReactNode;
}

/**
 * The one idiom of the app's lazy pieces (LazySection, lazyDialog): React.lazy in Suspense,
 * behind a boundary that says the code did not arrive, with Try again. A failed lazy component
 * stays failed, so Try again draws a new one, whose download starts afresh.
 */
export class LoadBoundary<P extends object> extends Component<LoadBoundaryProps<P>> {
  state: { failed: Error | null; Loaded: ComponentType<P> } = {
    failed: null,
    Loaded: this.fresh(),
  };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error : new Error(String(error)) };
  }

  fresh() {
    return lazy(async () => ({ default: await fetchOnce(this.props.load) }));
  }

  render() {
    const { fallback, children, message, frame, actions } = this.props;
    const { failed } = this.state;
    if (!failed) return <Suspense fallback={fallback}>{children(this.state.Loaded)}</Suspense>;
    // A piece that loaded and then broke is a fault, not the connection: the page's error
    // boundary says so.
    if (!downloadFailures.has(failed)) throw failed;
    return frame(
      <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3 mb-0">
        <span className="me-auto">{message}</span>
        {actions}
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => this.setState({ failed: null, Loaded: this.fresh() })}
        >
          <Trans>Try again</Trans>
        </button>
      </Alert>,
    );
  }
}
